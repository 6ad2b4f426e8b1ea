import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../router/router';
import type { CatalogueSearchFilters } from '../../api/search-ads';
import {
  NO_SEARCH,
  activeFilterCount,
  filtersFromUrl,
  isSearchActive,
  withFilters,
} from './search-url';

// `typing` replaces the history entry (but the first, so back returns to the plain catalogue);
// a `choice` (a sort, a reset) is a step of its own that back undoes.
export type SearchChange = 'typing' | 'choice';

export interface CatalogueSearch {
  filters: CatalogueSearchFilters;
  active: boolean;
  filterCount: number;
  change: (patch: Partial<CatalogueSearchFilters>, how: SearchChange) => void;
  reset: () => void;
}

export function useCatalogueSearch(): CatalogueSearch {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromUrl(params);
  // Debounced changes land after later renders: they merge into the URL as it is by then.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const write = (next: CatalogueSearchFilters, how: SearchChange) => {
    const current = filtersFromUrl(latest.current);
    const updated = withFilters(latest.current, next);
    if (updated.toString() === latest.current.toString()) return;
    latest.current = updated;
    setParams(updated, { replace: how === 'typing' && isSearchActive(current) });
  };

  return {
    filters,
    active: isSearchActive(filters),
    filterCount: activeFilterCount(filters),
    change: (patch, how) => {
      write({ ...filtersFromUrl(latest.current), ...patch }, how);
    },
    reset: () => {
      write(NO_SEARCH, 'choice');
    },
  };
}
