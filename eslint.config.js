import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync, readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Boundaries between packages, held by lint as bulletproof-react does: a line that only review
// guards is already crossed.
const PACKAGE_ZONES = [
  { target: './packages/domain', from: './packages', except: ['./domain'] },
  { target: './packages/domain', from: ['./e2e', './bench', './cluster'] },
  {
    target: './packages/web',
    from: ['./packages/server', './e2e', './bench', './cluster'],
  },
  {
    target: './packages/server',
    from: ['./packages/web', './e2e', './bench', './cluster'],
  },
];

const SERVER_SRC = './packages/server/src';
const { ranks: SERVER_RANKS } = JSON.parse(
  readFileSync(new URL('./packages/server/folder-ranks.json', import.meta.url), 'utf8'),
);
// The files at the server's root that compose every folder; no folder imports them.
const SERVER_TOP_FILES = [
  'app.ts',
  'index.ts',
  'main.ts',
  'node.ts',
  'start-server.ts',
  'testing.ts',
  'testing-in-process.ts',
];

/** A server folder imports only folders ranked below it, and the root's config and paths. */
function serverRankZones() {
  // Only test/, the top rank, builds whole apps for tests from the root's files.
  const above = (index) => [
    ...SERVER_RANKS.slice(index + 1).map((folder) => `${SERVER_SRC}/${folder}`),
    ...(SERVER_RANKS[index] === 'test'
      ? []
      : SERVER_TOP_FILES.map((file) => `${SERVER_SRC}/${file}`)),
  ];
  return [
    ...SERVER_RANKS.map((folder, index) => ({
      target: `${SERVER_SRC}/${folder}`,
      from: above(index),
      message: `${folder}/ imports only folders ranked below it (packages/server/folder-ranks.json).`,
    })),
    {
      target: [`${SERVER_SRC}/config.ts`, `${SERVER_SRC}/package-paths.ts`],
      from: above(-1),
      message: 'config.ts and package-paths.ts sit below every folder.',
    },
  ];
}

const ONLY_REPOSITORIES_SPEAK_SQL = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema.ts'],
  message: 'Only a repository reaches the database.',
};

const WEB_SRC = './packages/web/src';

/**
 * Layers inside the web app, as bulletproof-react holds them: a feature never imports another
 * feature or app/ (app/ composes them), and the shared layers never import features or app/. Test
 * helpers in src/test render the whole app, so they belong to no shared layer.
 */
function webLayerZones() {
  const features = readdirSync(new URL(`${WEB_SRC}/features`, import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: `${WEB_SRC}/features/${feature}`,
      from: `${WEB_SRC}/features`,
      except: [`./${feature}`],
    })),
    {
      target: `${WEB_SRC}/features`,
      from: `${WEB_SRC}/app`,
      message: 'A feature never imports app/: app/ composes the features.',
    },
    {
      target: ['api', 'components', 'config', 'lib', 'router', 'telegram', 'texts'].map(
        (dir) => `${WEB_SRC}/${dir}`,
      ),
      from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
      message: 'Shared layers never import features or app/.',
    },
  ];
}

const WEB_TESTS = ['packages/web/src/test/**', '**/*.test.{ts,tsx}'];
const WEB_ENV_FILE = 'packages/web/src/config/env.ts';
// The transport itself, and the typed call over it that alone may hand it a path.
const WEB_TRANSPORT_FILES = ['packages/web/src/api/call.ts', 'packages/web/src/api/http.ts'];

/** Configuration is read once (CONVENTIONS.md §6). */
const WEB_READS_ENV = [
  {
    selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
    message: 'Read configuration in config/env.ts.',
  },
  {
    selector: "MemberExpression[object.name='process'][property.name='env']",
    message: 'Read configuration in config/env.ts.',
  },
];

/**
 * Every call to the server names a path of the contract the server emits (issue #47,
 * docs/decisions/0006-route-contract.md): a path typed by hand is one the typecheck cannot see.
 */
const CONTRACT_CALL = "call('get', '/api/ads/{id}', { path: { id } }) or upload() from api/call.ts";
const WEB_TYPES_A_PATH = [
  {
    selector: 'CallExpression[callee.name=/^(apiRequest|uploadWithProgress)$/]',
    message: `Call the server through the contract: ${CONTRACT_CALL}.`,
  },
  {
    selector: 'ImportSpecifier[imported.name=/^(apiRequest|uploadWithProgress)$/]',
    message: `The transport is call.ts's alone; use ${CONTRACT_CALL}.`,
  },
  {
    selector:
      'Literal[value=/^\\/api\\//]:not(CallExpression[callee.name=/^(call|upload)$/] > Literal.arguments, TSLiteralType > Literal)',
    message: `An API path is a contract path handed to ${CONTRACT_CALL}.`,
  },
  {
    selector: 'TemplateElement[value.raw=/^\\/api\\//]',
    message: `An API path is a contract path with {parameters}, handed to ${CONTRACT_CALL}.`,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/server/drizzle/**',
      'e2e/artifacts/**',
      'packages/web/src/api/contract.gen.ts',
      '**/*.config.ts',
      '**/*.config.js',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@flowers/*', 'node:*', 'fastify*', 'react*'] },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    // The web app imports its own modules without extensions; the resolver must find them for
    // the layer zones below to see where an import lands.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@flowers/server', '@flowers/server/*'] }],
    },
  },
  {
    // The tools around the server reach it through its public entries only, so the server can
    // move its files without breaking them.
    files: ['e2e/**/*.ts', 'bench/**/*.ts', 'cluster/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/packages/server/**', '@flowers/server/*', '!@flowers/server/testing'],
              message: 'Import @flowers/server or @flowers/server/testing[/in-process].',
            },
            {
              group: ['@flowers/server/testing/*', '!@flowers/server/testing/in-process'],
              message: 'Import @flowers/server or @flowers/server/testing[/in-process].',
            },
          ],
        },
      ],
    },
  },
  {
    // Server layers (issue #10): only repositories speak SQL, and they speak nothing else.
    // The database module, migrations and tests (with their helpers) speak it too.
    files: ['packages/server/src/**/*.ts'],
    ignores: [
      'packages/server/src/**/*.repository.ts',
      'packages/server/src/db/**',
      'packages/server/src/test/**',
      'packages/server/src/testing*.ts',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [ONLY_REPOSITORIES_SPEAK_SQL],
        },
      ],
    },
  },
  {
    // A route authenticates and checks shapes, then calls its service, which holds the access
    // check and reaches the repositories (CONVENTIONS.md §4).
    files: ['packages/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ONLY_REPOSITORIES_SPEAK_SQL,
            {
              group: ['**/*.repository', '**/*.repository.ts'],
              message: 'A route calls its service; only services use repositories.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/src/**/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'fastify',
                'fastify-*',
                '@fastify/*',
                '**/http/app-error',
                '**/http/app-error.ts',
              ],
              message: 'A repository returns rows or null; its service decides what a miss means.',
            },
          ],
        },
      ],
    },
  },
  {
    // Each layer adds its own zones below.
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // no-cycle reads the files an import leads to, so it must parse TypeScript itself.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [...PACKAGE_ZONES, ...webLayerZones()],
        },
      ],
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...PACKAGE_ZONES, ...serverRankZones()] }],
    },
  },
  {
    // Configuration is read once (CONVENTIONS.md §6); tests choose their own environment.
    files: ['packages/server/src/**/*.ts'],
    ignores: [
      'packages/server/src/config.ts',
      'packages/server/src/test/**',
      'packages/server/src/testing*.ts',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in config.ts.' },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: [...WEB_TESTS, WEB_ENV_FILE, ...WEB_TRANSPORT_FILES],
    rules: { 'no-restricted-syntax': ['error', ...WEB_READS_ENV, ...WEB_TYPES_A_PATH] },
  },
  {
    files: WEB_TRANSPORT_FILES,
    rules: { 'no-restricted-syntax': ['error', ...WEB_READS_ENV] },
  },
  {
    files: [WEB_ENV_FILE],
    rules: { 'no-restricted-syntax': ['error', ...WEB_TYPES_A_PATH] },
  },
  {
    // Every Telegram SDK call goes through web/src/telegram/ (CONVENTIONS.md §14).
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/telegram/**', 'packages/web/src/test/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Telegram', message: 'Reach Telegram through web/src/telegram/.' },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'Telegram',
          message: 'Reach Telegram through web/src/telegram/.',
        })),
      ],
    },
  },
);
