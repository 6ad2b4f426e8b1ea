import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
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

// Server capabilities that once imported each other both ways (issue #10) now point one way:
// users use auth, money uses orders. Tests may reach across to set the scene.
const SERVER_ZONES = [
  {
    target: './packages/server/src/auth',
    from: './packages/server/src/users',
    message: 'auth must not know users: sign-in is passed in by app.ts.',
  },
  {
    target: './packages/server/src/orders',
    from: './packages/server/src/money',
    message: 'orders must not know money: the bank calls are passed in by app.ts.',
  },
];

const ONLY_REPOSITORIES_SPEAK_SQL = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema', '**/db/schema.ts'],
  message: 'Only a repository reaches the database.',
};

const WEB_SRC = './packages/web/src';

/**
 * Layers inside the web app, as bulletproof-react holds them: a feature never imports another
 * feature (app/ composes them), and the shared layers never import features or app/. Test
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
      target: ['api', 'components', 'config', 'lib', 'telegram', 'texts'].map(
        (dir) => `${WEB_SRC}/${dir}`,
      ),
      from: [`${WEB_SRC}/features`, `${WEB_SRC}/app`],
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'packages/server/drizzle/**',
      'e2e/artifacts/**',
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
    rules: {
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
      'import/no-restricted-paths': ['error', { zones: [...PACKAGE_ZONES, ...SERVER_ZONES] }],
    },
  },
);
