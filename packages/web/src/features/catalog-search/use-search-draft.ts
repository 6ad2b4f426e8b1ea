import { SEARCH_TEXT_MAX_LENGTH, readSearchPrice, searchPriceRangeProblem } from '@flowers/domain';
import { useEffect, useRef, useState } from 'react';
import type { CatalogueSearchFilters } from '../../api/search-ads';
import { NO_SEARCH } from './search-url';
import type { CatalogueSearch, SearchChange } from './use-catalogue-search';

/** Long enough for a word typed in one go, short enough to feel as-you-type. */
export const SEARCH_DEBOUNCE_MS = 350;

export interface SearchDraft {
  q: string;
  priceMin: string;
  priceMax: string;
}

export interface PriceErrors {
  priceMin?: string;
  priceMax?: string;
}

function draftOf(filters: CatalogueSearchFilters): SearchDraft {
  return {
    q: filters.q,
    priceMin: filters.priceMin === undefined ? '' : String(filters.priceMin),
    priceMax: filters.priceMax === undefined ? '' : String(filters.priceMax),
  };
}

function sameDraft(a: SearchDraft, b: SearchDraft): boolean {
  return a.q === b.q && a.priceMin === b.priceMin && a.priceMax === b.priceMax;
}

// Invalid prices keep their last valid values and say what is wrong.
function readDraft(draft: SearchDraft): {
  patch: Partial<CatalogueSearchFilters>;
  errors: PriceErrors;
} {
  const q = draft.q.trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
  const priceMin = readSearchPrice(draft.priceMin);
  const priceMax = readSearchPrice(draft.priceMax);
  if (!priceMin.ok || !priceMax.ok) {
    const errors: PriceErrors = {};
    if (!priceMin.ok) errors.priceMin = priceMin.error;
    if (!priceMax.ok) errors.priceMax = priceMax.error;
    return { patch: { q }, errors };
  }
  const rangeProblem = searchPriceRangeProblem(priceMin.value, priceMax.value);
  if (rangeProblem !== null) return { patch: { q }, errors: { priceMin: rangeProblem } };
  return { patch: { q, priceMin: priceMin.value, priceMax: priceMax.value }, errors: {} };
}

// Applied to the URL after a pause or on Enter; replaced by the URL when it changes from elsewhere.
export function useSearchDraft(search: CatalogueSearch) {
  const applied = draftOf(search.filters);
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<PriceErrors>({});
  const [seen, setSeen] = useState(applied);
  const [written, setWritten] = useState(applied);
  const [outsideChanges, setOutsideChanges] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  if (!sameDraft(applied, seen)) {
    setSeen(applied);
    if (!sameDraft(applied, written)) {
      setDraft(applied);
      setWritten(applied);
      setErrors({});
      setOutsideChanges((n) => n + 1);
    }
  }

  // A change from elsewhere cancels the typing still waiting to apply, and so does leaving.
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [outsideChanges],
  );

  const apply = (next: SearchDraft, how: SearchChange) => {
    clearTimeout(timer.current);
    const { patch, errors: found } = readDraft(next);
    setErrors(found);
    setWritten(draftOf({ ...search.filters, ...patch }));
    search.change(patch, how);
  };

  return {
    draft,
    errors,
    edit: (field: keyof SearchDraft, value: string) => {
      const next = { ...draft, [field]: value };
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        apply(next, 'typing');
      }, SEARCH_DEBOUNCE_MS);
    },
    submit: () => {
      apply(draft, 'typing');
    },
    reset: () => {
      clearTimeout(timer.current);
      const empty = draftOf(NO_SEARCH);
      setDraft(empty);
      setWritten(empty);
      setErrors({});
      search.reset();
    },
  };
}
