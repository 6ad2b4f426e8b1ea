import { SEARCH_TEXT_MAX_LENGTH, catalogueSearchQuerySchema } from '@flowers/domain';
import { useEffect, useRef, useState } from 'react';
import type { CatalogueSearchFilters } from '../../api/search-ads';
import { NO_SEARCH } from './search-url';
import type { CatalogueSearch, SearchChange } from './use-catalogue-search';

/** Long enough for a word typed in one go, short enough to feel as-you-type. */
export const SEARCH_DEBOUNCE_MS = 350;

/** The typed fields as the inputs hold them. */
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

/**
 * The draft read with the API's own schema: the text always applies; prices apply only
 * when valid, otherwise they keep their last valid values and say what is wrong.
 */
function readDraft(draft: SearchDraft): {
  patch: Partial<CatalogueSearchFilters>;
  errors: PriceErrors;
} {
  const q = draft.q.trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
  const parsed = catalogueSearchQuerySchema.safeParse({
    q,
    priceMin: draft.priceMin,
    priceMax: draft.priceMax,
  });
  if (parsed.success) {
    const { priceMin, priceMax } = parsed.data;
    return { patch: { q, priceMin, priceMax }, errors: {} };
  }
  const errors: PriceErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'priceMin' || field === 'priceMax') errors[field] ??= issue.message;
  }
  return { patch: { q }, errors };
}

/**
 * What the search field and the price inputs hold while the user types: applied to the URL
 * after a pause or at once on Enter, and replaced by the URL when it changes from elsewhere
 * (back, a reset).
 */
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
    /** A keystroke: shown at once, applied after the pause. */
    edit: (field: keyof SearchDraft, value: string) => {
      const next = { ...draft, [field]: value };
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        apply(next, 'typing');
      }, SEARCH_DEBOUNCE_MS);
    },
    /** Enter: applied now. */
    submit: () => {
      apply(draft, 'typing');
    },
    /** Back to the plain catalogue, a half-typed price included. */
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
