import { ESLint, type Linter } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const BOUNDARY_RULES = new Set([
  'import/no-cycle',
  'import/no-restricted-paths',
  'no-restricted-globals',
  'no-restricted-imports',
  'no-restricted-properties',
  'no-restricted-syntax',
]);

/**
 * The project's own lint, boundary rules only and without type information (so a planted file
 * need not exist on disk), run over `code` as if it were the file at `file`. import/no-cycle
 * reads the linted file from disk, so it runs apart, on a real file.
 */
const lint = (rules: (ruleId: string) => boolean, extra: Linter.Config = {}) =>
  new ESLint({
    cwd: ROOT,
    overrideConfig: [{ languageOptions: { parserOptions: { projectService: false } } }, extra],
    ruleFilter: ({ ruleId }) => rules(ruleId),
  });
const boundaries = lint((ruleId) => BOUNDARY_RULES.has(ruleId) && ruleId !== 'import/no-cycle');
// no-cycle's shortcut groups files by the imports on disk, where the planted one is not.
const cycles = lint((ruleId) => ruleId === 'import/no-cycle', {
  files: ['**/*.{ts,tsx}'],
  rules: { 'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }] },
});

async function refusals(file: string, code: string, linter = boundaries): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: `${ROOT}/${file}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

/** One violation of each boundary CONVENTIONS.md §§4, 6, 8 and 14 state, and the rule refusing it. */
const PLANTED: { boundary: string; file: string; code: string; rule: string }[] = [
  {
    boundary: 'the domain imports nothing of ours',
    file: 'packages/domain/src/planted.ts',
    code: "import '@flowers/server';",
    rule: 'no-restricted-imports',
  },
  {
    boundary: 'the web app never imports the server',
    file: 'packages/web/src/lib/planted.ts',
    code: "import { startServer } from '@flowers/server';\nexport const s = startServer;",
    rule: 'no-restricted-imports',
  },
  {
    boundary: 'a feature never imports another feature',
    file: 'packages/web/src/features/favorites/planted.ts',
    code: "export { CatalogPage } from '../catalog/catalog-page';",
    rule: 'import/no-restricted-paths',
  },
  {
    boundary: 'a feature never imports app/',
    file: 'packages/web/src/features/favorites/planted.ts',
    code: "export { AppProvider } from '../../app/provider';",
    rule: 'import/no-restricted-paths',
  },
  {
    boundary: 'the router never imports a feature',
    file: 'packages/web/src/router/planted.ts',
    code: "export { CatalogPage } from '../features/catalog/catalog-page';",
    rule: 'import/no-restricted-paths',
  },
  {
    boundary: 'a shared web layer never imports app/',
    file: 'packages/web/src/components/planted.ts',
    code: "export { AppProvider } from '../app/provider';",
    rule: 'import/no-restricted-paths',
  },
  {
    boundary: 'a server folder never imports one ranked above it',
    file: 'packages/server/src/auth/planted.ts',
    code: "export { createUsersService } from '../users/users.service.ts';",
    rule: 'import/no-restricted-paths',
  },
  {
    boundary: 'a server folder never imports the files that compose the app',
    file: 'packages/server/src/orders/planted.ts',
    code: "export { buildApp } from '../app.ts';",
    rule: 'import/no-restricted-paths',
  },
  {
    boundary: 'only a repository speaks SQL',
    file: 'packages/server/src/orders/planted.ts',
    code: "import { sql } from 'drizzle-orm';\nexport const q = sql`select 1`;",
    rule: 'no-restricted-imports',
  },
  {
    boundary: 'a route calls its service, never a repository',
    file: 'packages/server/src/orders/planted.routes.ts',
    code: "export * from './orders.repository.ts';",
    rule: 'no-restricted-imports',
  },
  {
    boundary: 'a repository never throws HTTP errors',
    file: 'packages/server/src/orders/planted.repository.ts',
    code: "export { AppError } from '../http/app-error.ts';",
    rule: 'no-restricted-imports',
  },
  {
    boundary: 'the server reads process.env only in config.ts',
    file: 'packages/server/src/orders/planted.ts',
    code: 'export const port = process.env.PORT;',
    rule: 'no-restricted-properties',
  },
  {
    boundary: 'the web app reads its environment only in config/env.ts',
    file: 'packages/web/src/lib/planted.ts',
    code: 'export const mode = import.meta.env.MODE;',
    rule: 'no-restricted-syntax',
  },
  {
    boundary: 'Telegram is reached only through web/src/telegram/',
    file: 'packages/web/src/features/catalog/planted.ts',
    code: 'export const app = window.Telegram;',
    rule: 'no-restricted-properties',
  },
];

describe('lint holds every boundary (CONVENTIONS.md §8)', () => {
  it.each(PLANTED)('refuses a planted break of «$boundary»', async ({ file, code, rule }) => {
    expect(await refusals(file, code)).toContain(rule);
  });

  it.each([
    {
      where: 'the server',
      // The staff digest's rules, as if they wrote the outbox row that folds them.
      file: 'packages/server/src/notifications/staff-digest.ts',
      code: "import { insertOutboxRow } from './outbox.repository.ts';\nexport const x = insertOutboxRow;",
    },
    {
      where: 'the web app',
      // The fetch wrapper, as if it used one of the calls built on it.
      file: 'packages/web/src/api/http.ts',
      code: "import { cancelOrder } from './cancel-order';\nexport const x = cancelOrder;",
    },
  ])('refuses an import circle in $where', async ({ file, code }) => {
    expect(await refusals(file, code, cycles)).toContain('import/no-cycle');
  });

  it('accepts the same places when they keep the rules', async () => {
    expect(
      await refusals('packages/server/src/orders/planted.ts', "export * from '../db/database.ts';"),
    ).toEqual([]);
  });
});
