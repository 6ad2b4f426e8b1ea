import type { Ad } from '@flowers/domain';
import { json } from './fake-api';
import type { ApiCall } from './fake-api';

/** GET /api/ads/search answering from `pages` by cursor: page n's cursor is `page-n`. */
export function searchPages(pages: readonly Ad[][]) {
  return (call: ApiCall) => {
    const cursor = call.query.get('cursor');
    const index = cursor === null ? 0 : Number(cursor.replace('page-', ''));
    const next = index + 1 < pages.length ? `page-${String(index + 1)}` : null;
    return json({ ads: pages[index] ?? [], next_cursor: next, corrected_q: null });
  };
}

/** The query strings the search was called with, in order. */
export function searchQueries(calls: readonly ApiCall[]): string[] {
  return calls
    .filter((call) => call.path === '/api/ads/search')
    .map((call) => decodeURIComponent(call.query.toString()));
}
