// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

// The project's own lint, this rule only and without type information, so a planted file need
// not exist on disk (as packages/server/src/lint-boundaries.test.ts plants its own).
const lint = new ESLint({
  cwd: ROOT,
  overrideConfig: [{ languageOptions: { parserOptions: { projectService: false } } }],
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
});

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await lint.lintText(code, { filePath: `${ROOT}/packages/web/src/${file}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const PLANTED = [
  {
    what: 'a path typed by hand into the transport',
    file: 'features/my-orders/api/planted.ts',
    code: "import { apiRequest } from '../../../api/http';\nexport const o = () => apiRequest('/api/my-orders');",
  },
  {
    what: 'a hand-built path with its id spliced in',
    file: 'api/planted.ts',
    code: "import { call } from './call';\nexport const ad = (id: number) => call('get', `/api/ads/${id}` as never);",
  },
  {
    what: 'a path kept in a constant',
    file: 'api/planted.ts',
    code: "export const SEARCH_PATH = '/api/ads/search';",
  },
  {
    what: 'an upload to a path built by hand',
    file: 'features/ad-form/api/planted.ts',
    code: "import { uploadWithProgress } from '../../../api/http';\nexport const up = (f: FormData) => uploadWithProgress('/api/ads', f);",
  },
  {
    what: 'a URL built from the base and a path',
    file: 'lib/planted.ts',
    code: 'declare const base: string;\nexport const url = `${base}/api/public-config`;',
  },
];

describe('no path is typed by hand: every call names a contract path (issue #47)', () => {
  it.each(PLANTED)('refuses $what', async ({ file, code }) => {
    expect(await refusals(file, code)).toContain('no-restricted-syntax');
  });

  it('accepts a contract path handed to call() or upload(), or named in a type', async () => {
    const code = [
      "import { call, upload, type ApiAnswer } from '../../../api/call';",
      "export const o = (id: number) => call('get', '/api/orders/{id}', { path: { id } });",
      "export const up = (form: FormData) => upload('post', '/api/ads', { form });",
      "export type Orders = ApiAnswer<'get', '/api/my-orders'>;",
    ].join('\n');
    expect(await refusals('features/my-orders/api/planted.ts', code)).toEqual([]);
  });
});
