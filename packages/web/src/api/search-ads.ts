import { SEARCH_PAGE_SIZE_DEFAULT } from '@flowers/domain';
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
  const query = params.toString();
  // The server's response schema checks the page; re-parsing it would put zod on the catalogue.
  return typedApiRequest<CatalogueSearchPage>(
    query === '' ? CATALOGUE_FIRST_PAGE_PATH : `${CATALOGUE_FIRST_PAGE_PATH}?${query}`,
    { signal },
  );
}

/** The plain catalogue's first page: index.html asks it early (early-requests.ts). */
export const CATALOGUE_FIRST_PAGE_PATH = '/api/ads/search';

/**
 * Where a page starts, and how to get back to the one before: pages far from the screen are
 * dropped (`CATALOGUE_KEPT_PAGES`), and keyset cursors only go forward, so each page's cursor
 * remembers the one before it. A few bytes a page, however deep the buyer scrolls.
 */
export interface CataloguePageParam {
  cursor: string | null;
  /** Pages before this one, so the grid keeps their place. */
  index: number;
  previous: CataloguePageParam | null;
}

export const FIRST_PAGE: CataloguePageParam = { cursor: null, index: 0, previous: null };

/** Ads a page holds (the server's default): two phone screens, or two rows of four. */
export const CATALOGUE_PAGE_ADS = SEARCH_PAGE_SIZE_DEFAULT;

/** Pages kept at once: what bounds the cards a long scroll holds in memory. */
export const CATALOGUE_KEPT_PAGES = 8;

export type CataloguePages = InfiniteData<CatalogueSearchPage, CataloguePageParam>;

/** Any long list of ads read a page at a time. */
export type AdPages = InfiniteData<{ ads: Ad[] }, CataloguePageParam>;

/** How every long list of ads pages: forward by cursor, back by the cursors remembered. */
export const PAGING = {
  initialPageParam: FIRST_PAGE,
  getNextPageParam: (
    page: { next_cursor: string | null },
    _pages: unknown,
    param: CataloguePageParam,
  ): CataloguePageParam | undefined =>
    page.next_cursor === null
      ? undefined
      : { cursor: page.next_cursor, index: param.index + 1, previous: param },
  getPreviousPageParam: (_page: unknown, _pages: unknown, param: CataloguePageParam) =>
    param.previous ?? undefined,
  maxPages: CATALOGUE_KEPT_PAGES,
};

/** Every search's cache at once, the plain catalogue's too, for live updates. */
export const AD_SEARCHES_KEY = adKeys.searches();

export function adSearchQueryOptions(filters: CatalogueSearchFilters) {
  return infiniteQueryOptions<
    CatalogueSearchPage,
    Error,
    CataloguePages,
    ReturnType<typeof adKeys.search>,
    CataloguePageParam
  >({
    queryKey: adKeys.search(searchParamsOf(filters).toString()),
    queryFn: ({ pageParam, signal }) => searchAds(filters, pageParam.cursor, signal),
    ...PAGING,
  });
}

/**
 * While the next search loads, the last one's cards stay on screen instead of placeholders.
 * The result is drawn by a lazy chunk (search-results.tsx), and a query re-renders its owner
 * only for the fields read so far: an answer that came before that chunk changed no field
 * the owner had read, and the plain catalogue's cards stayed on as the placeholder. So the
 * owner hears every change.
 */
export function useAdSearch(filters: CatalogueSearchFilters, enabled: boolean) {
  return useInfiniteQuery({
    ...adSearchQueryOptions(filters),
    enabled,
    placeholderData: keepPreviousData,
    notifyOnChangeProps: 'all',
  });
}

/** The plain catalogue: what no search, filter or sort returns, newest first. */
export function cataloguePagesQueryOptions() {
  return adSearchQueryOptions({ q: '' });
}

/** `start`: the page read first when nothing is cached (the one the buyer last left at). */
export function useCataloguePages(enabled: boolean, start: CataloguePageParam = FIRST_PAGE) {
  return useInfiniteQuery({ ...cataloguePagesQueryOptions(), initialPageParam: start, enabled });
}

/** Ad slots before the first kept page: where the kept pages sit in the whole list. */
export function slotsBefore(data: AdPages): number {
  return (data.pageParams[0]?.index ?? 0) * CATALOGUE_PAGE_ADS;
}

/**
 * The pages as one list, each ad once: an ad edited between two pages (a new price under
 * «Сначала дешевле») can come round again, and React needs unique keys.
 */
export function adsOfPages(pages: readonly { ads: Ad[] }[]): Ad[] {
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

/** Every cached list of pages after a live status change: the ad updated, or gone. */
export function pagesWithAdStatus<T extends AdPages>(
  data: T | undefined,
  adId: number,
  status: Ad['status'],
): T | undefined {
  if (data === undefined) return undefined;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, ads: withAdStatus(page.ads, adId, status) })),
  };
}

/** Whether a loaded page shows the ad. */
export function pagesShowAd(data: AdPages | undefined, adId: number): boolean {
  return data?.pages.some((page) => page.ads.some((ad) => ad.id === adId)) ?? false;
}

/** Every cached list of pages with the ad as it is now, where a page shows it. */
export function pagesWithAd<T extends AdPages>(data: T | undefined, fresh: Ad): T | undefined {
  if (data === undefined) return undefined;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      ads: page.ads.map((ad) => (ad.id === fresh.id ? fresh : ad)),
    })),
  };
}

/**
 * The plain catalogue with ads that entered it since it loaded (live events carry them) on
 * top of its first page: null when that page is no longer kept, and only a fresh read of the
 * top will do.
 */
export function withNewAdsOnTop(data: CataloguePages, ads: readonly Ad[]): CataloguePages | null {
  const [first, ...rest] = data.pages;
  if (first === undefined || data.pageParams[0]?.index !== 0) return null;
  const shown = new Set(data.pages.flatMap((page) => page.ads.map((ad) => ad.id)));
  const fresh = ads.filter((ad) => !shown.has(ad.id));
  return { ...data, pages: [{ ...first, ads: [...fresh, ...first.ads] }, ...rest] };
}
