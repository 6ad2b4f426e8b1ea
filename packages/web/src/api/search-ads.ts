import { SEARCH_PAGE_SIZE_DEFAULT } from '@flowers/domain';
import type { Ad, CatalogueSearchPage, CatalogueSearchQuery } from '@flowers/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { withAdStatus } from './get-ads';
import { call } from './call';
import { adKeys } from './query-keys';

export type CatalogueSearchFilters = Pick<
  CatalogueSearchQuery,
  'q' | 'priceMin' | 'priceMax' | 'sort'
>;

export function searchParamsOf(filters: CatalogueSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q !== '') params.set('q', filters.q);
  if (filters.priceMin !== undefined) params.set('priceMin', String(filters.priceMin));
  if (filters.priceMax !== undefined) params.set('priceMax', String(filters.priceMax));
  if (filters.sort !== undefined) params.set('sort', filters.sort);
  return params;
}

/** Issue 16. */
export async function searchAds(
  filters: CatalogueSearchFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CatalogueSearchPage> {
  // The server's response schema checks the page; re-parsing it would put zod on the catalogue.
  const { q, priceMin, priceMax, sort } = filters;
  return call('get', '/api/ads/search', {
    query: {
      q,
      priceMin: priceMin === undefined ? undefined : String(priceMin),
      priceMax: priceMax === undefined ? undefined : String(priceMax),
      sort,
      cursor: cursor ?? undefined,
    },
    signal,
  });
}

/**
 * Keyset cursors only go forward and far pages are dropped, so each page's cursor remembers
 * the one before it.
 */
export interface CataloguePageParam {
  cursor: string | null;
  index: number;
  previous: CataloguePageParam | null;
}

export const FIRST_PAGE: CataloguePageParam = { cursor: null, index: 0, previous: null };

/** Two phone screens, or two rows of four. */
export const CATALOGUE_PAGE_ADS = SEARCH_PAGE_SIZE_DEFAULT;

/** Bounds the cards a long scroll holds in memory. */
export const CATALOGUE_KEPT_PAGES = 8;

export type CataloguePages = InfiniteData<CatalogueSearchPage, CataloguePageParam>;

export type AdPages = InfiniteData<{ ads: Ad[] }, CataloguePageParam>;

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
 * The result is drawn by a lazy chunk, and a query re-renders its owner only for fields read
 * so far: an answer before that chunk would leave the old cards on. So the owner hears all.
 */
export function useAdSearch(filters: CatalogueSearchFilters, enabled: boolean) {
  return useInfiniteQuery({
    ...adSearchQueryOptions(filters),
    enabled,
    placeholderData: keepPreviousData,
    notifyOnChangeProps: 'all',
  });
}

export function cataloguePagesQueryOptions() {
  return adSearchQueryOptions({ q: '' });
}

export function useCataloguePages(enabled: boolean, start: CataloguePageParam = FIRST_PAGE) {
  return useInfiniteQuery({ ...cataloguePagesQueryOptions(), initialPageParam: start, enabled });
}

export function slotsBefore(data: AdPages): number {
  return (data.pageParams[0]?.index ?? 0) * CATALOGUE_PAGE_ADS;
}

/** An ad edited between two pages can come round again, and React needs unique keys. */
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

export function pagesShowAd(data: AdPages | undefined, adId: number): boolean {
  return data?.pages.some((page) => page.ads.some((ad) => ad.id === adId)) ?? false;
}

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

/** Null when the first page is no longer kept: only a fresh read of the top will do. */
export function withNewAdsOnTop(data: CataloguePages, ads: readonly Ad[]): CataloguePages | null {
  const [first, ...rest] = data.pages;
  if (first === undefined || data.pageParams[0]?.index !== 0) return null;
  const shown = new Set(data.pages.flatMap((page) => page.ads.map((ad) => ad.id)));
  const fresh = ads.filter((ad) => !shown.has(ad.id));
  return { ...data, pages: [{ ...first, ads: [...fresh, ...first.ads] }, ...rest] };
}
