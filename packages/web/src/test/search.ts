import type { Ad } from '@flowers/domain';
import { json } from './fake-api';
import type { ApiCall } from './fake-api';

export function searchPages(pages: readonly Ad[][]) {
  return (call: ApiCall) => {
    const cursor = call.query.get('cursor');
    const index = cursor === null ? 0 : Number(cursor.replace('page-', ''));
    const next = index + 1 < pages.length ? `page-${String(index + 1)}` : null;
    return json({ ads: pages[index] ?? [], next_cursor: next, corrected_q: null });
  };
}

export function searchQueries(calls: readonly ApiCall[]): string[] {
  return calls
    .filter((call) => call.path === '/api/ads/search' && searched(call))
    .map((call) => decodeURIComponent(call.query.toString()));
}

export function cataloguePage(ads: readonly Ad[]): Response {
  return json({ ads, next_cursor: null, corrected_q: null });
}

const searched = (call: ApiCall) =>
  ['q', 'priceMin', 'priceMax', 'sort'].some((name) => call.query.has(name));

export function catalogueOrSearch(
  catalogue: (call: ApiCall) => Response,
  search: (call: ApiCall) => Response,
) {
  return (call: ApiCall) => (searched(call) ? search(call) : catalogue(call));
}
