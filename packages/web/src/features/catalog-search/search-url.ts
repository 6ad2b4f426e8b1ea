import {
  SEARCH_TEXT_MAX_LENGTH,
  effectiveSort,
  isCatalogueSort,
  readSearchPrice,
  searchPriceRangeProblem,
} from '@flowers/domain';
import type { CatalogueSearchFilters } from '../../api/search-ads';

/** The URL holds the search under the API's own names, so a link or a reload repeats it. */
export const SEARCH_PARAM_NAMES = ['q', 'priceMin', 'priceMax', 'sort'] as const;

export const NO_SEARCH: CatalogueSearchFilters = { q: '' };

// Newest first without text is the plain catalogue's order; text is ordered by relevance anyway.
export function normalizeFilters(filters: CatalogueSearchFilters): CatalogueSearchFilters {
  const { sort, ...rest } = filters;
  const chosen = effectiveSort(filters);
  return chosen === effectiveSort({ q: filters.q, sort: undefined }) ? rest : { ...rest, sort };
}

// A hand-edited or outdated link may hold a bad value: only that value is dropped.
export function filtersFromUrl(params: URLSearchParams): CatalogueSearchFilters {
  const q = (params.get('q') ?? '').trim();
  const priceMin = readSearchPrice(params.get('priceMin') ?? '');
  const priceMax = readSearchPrice(params.get('priceMax') ?? '');
  const sort = params.get('sort') ?? '';
  const filters: CatalogueSearchFilters = {
    q: q.length <= SEARCH_TEXT_MAX_LENGTH && !q.includes('\0') ? q : '',
    priceMin: priceMin.ok ? priceMin.value : undefined,
    priceMax: priceMax.ok ? priceMax.value : undefined,
    sort: isCatalogueSort(sort) ? sort : undefined,
  };
  // The server names the lower end in a crossed range, so that end is the one dropped.
  if (searchPriceRangeProblem(filters.priceMin, filters.priceMax) !== null) {
    filters.priceMin = undefined;
  }
  return normalizeFilters(filters);
}

/** `params` with the search replaced by `filters`; other parameters (a deep link's ad) stay. */
export function withFilters(
  params: URLSearchParams,
  filters: CatalogueSearchFilters,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of SEARCH_PARAM_NAMES) next.delete(name);
  const { q, priceMin, priceMax, sort } = normalizeFilters(filters);
  if (q !== '') next.set('q', q);
  if (priceMin !== undefined) next.set('priceMin', String(priceMin));
  if (priceMax !== undefined) next.set('priceMax', String(priceMax));
  if (sort !== undefined) next.set('sort', sort);
  return next;
}

export function isSearchActive(filters: CatalogueSearchFilters): boolean {
  return filters.q !== '' || activeFilterCount(filters) > 0;
}

export function activeFilterCount(filters: CatalogueSearchFilters): number {
  const { priceMin, priceMax, sort } = normalizeFilters(filters);
  return [priceMin, priceMax, sort].filter((value) => value !== undefined).length;
}
