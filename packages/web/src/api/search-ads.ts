import type { Ad, CatalogueSearchPage, CatalogueSearchQuery } from '@flowers/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { withAdStatus } from './get-ads';
import { typedApiRequest } from './http';
import { adKeys } from './query-keys';

/** What the buyer searches by; the cursor and page size belong to the paging. */
export type CatalogueSearchFilters = Pick<
  CatalogueSearchQuery,
  'q' | 'priceMin' | 'priceMax' | 'sort'
>;

/** The query string of GET /api/ads/search, with the API's own parameter names. */
export function searchParamsOf(filters: CatalogueSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q !== '') params.set('q', filters.q);
  if (filters.priceMin !== undefined) params.set('priceMin', String(filters.priceMin));
  if (filters.priceMax !== undefined) params.set('priceMax', String(filters.priceMax));
  if (filters.sort !== undefined) params.set('sort', filters.sort);
  return params;
}

/** One page of the searched catalogue (issue 16: GET /api/ads/search). */
export async function searchAds(
  filters: CatalogueSearchFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CatalogueSearchPage> {
  const params = searchParamsOf(filters);
  if (cursor !== null) params.set('cursor', cursor);
  // The server's response schema checks the page; re-parsing it would put zod on the catalogue.
  return typedApiRequest<CatalogueSearchPage>(`/api/ads/search?${params.toString()}`, { signal });
}

/** Every search's cache at once, for live updates. */
export const AD_SEARCHES_KEY = adKeys.searches();

export function adSearchQueryOptions(filters: CatalogueSearchFilters) {
  return infiniteQueryOptions({
    queryKey: adKeys.search(searchParamsOf(filters).toString()),
    queryFn: ({ pageParam, signal }) => searchAds(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}

/** While the next search loads, the last one's cards stay on screen instead of placeholders. */
export function useAdSearch(filters: CatalogueSearchFilters, enabled: boolean) {
  return useInfiniteQuery({
    ...adSearchQueryOptions(filters),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * The pages as one list, each ad once: an ad edited between two pages (a new price under
 * «Сначала дешевле») can come round again, and React needs unique keys.
 */
export function adsOfPages(pages: readonly CatalogueSearchPage[]): Ad[] {
  const seen = new Set<number>();
  const ads: Ad[] = [];
  for (const page of pages) {
    for (const ad of page.ads) {
      if (seen.has(ad.id)) continue;
      seen.add(ad.id);
      ads.push(ad);
    }
  }
  return ads;
}

/** Every cached search after a live status change, as the plain catalogue's list is patched. */
export function searchesWithAdStatus(
  data: InfiniteData<CatalogueSearchPage> | undefined,
  adId: number,
  status: Ad['status'],
): InfiniteData<CatalogueSearchPage> | undefined {
  if (data === undefined) return undefined;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, ads: withAdStatus(page.ads, adId, status) })),
  };
}
