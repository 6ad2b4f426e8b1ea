import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // Boundaries between packages, held by lint as bulletproof-react does: a line that only
    // review guards is already crossed. Each layer adds its own zones below.
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
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
          ],
        },
      ],
    },
  },
);
