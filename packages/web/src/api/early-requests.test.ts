import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './call';
import { takeEarlyResponse } from './early-requests';

const INDEX_HTML = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(INDEX_HTML)?.[1] ?? '';
const INIT_DATA = new URLSearchParams({
  user: JSON.stringify({ id: 42, first_name: 'Анна' }),
  auth_date: '1700000000',
  hash: 'abc',
}).toString();

function runInlineScript(hash: string, fetchMock: typeof fetch) {
  window.history.replaceState(null, '', `/#${hash}`);
  vi.stubGlobal('fetch', fetchMock);
  // The page's own script, as the browser runs it before any module.
  new Function(INLINE_SCRIPT)();
}

afterEach(() => {
  delete window.__flowersEarly;
});

describe("index.html's early requests", () => {
  it('starts sign-in, role, catalogue and favourites at once from the Telegram launch', () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    runInlineScript(new URLSearchParams({ tgWebAppData: INIT_DATA }).toString(), fetchMock);
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url, init]) => `${init.method ?? 'GET'} ${url}`)).toEqual([
      'POST /api/parse-initdata',
      'GET /api/users/role/42',
      'GET /api/ads/search',
      'GET /api/favorites/42',
    ]);
    for (const [, init] of calls) expect(init.headers).toEqual({ 'x-initdata': INIT_DATA });
  });

  it('starts nothing without Telegram init data', () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    runInlineScript('', fetchMock);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.__flowersEarly).toBeUndefined();
  });

  it("hands the catalogue's first page call the early answer once, then asks the network", async () => {
    const page = { ads: [{ id: 1 }], next_cursor: null, corrected_q: null };
    const fetchMock = vi.fn(async () => Response.json(page));
    runInlineScript(new URLSearchParams({ tgWebAppData: INIT_DATA }).toString(), fetchMock);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(await call('get', '/api/ads/search', { initData: INIT_DATA })).toEqual(page);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await call('get', '/api/ads/search', { initData: INIT_DATA });
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('gives nothing to a call signed with other init data', () => {
    runInlineScript(
      new URLSearchParams({ tgWebAppData: INIT_DATA }).toString(),
      vi.fn(async () => new Response('{}')),
    );
    expect(takeEarlyResponse('GET', '/api/ads/search', 'other')).toBeNull();
    expect(takeEarlyResponse('GET', '/api/ads/search', INIT_DATA)).not.toBeNull();
  });
});
