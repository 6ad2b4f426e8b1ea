import { lazy, Suspense, useId, useState } from 'react';
import { SearchIcon, SlidersIcon } from '../../components/ui/icons';
import {
  FILTERS_BUTTON_TEXT,
  SEARCH_LABEL,
  SEARCH_PLACEHOLDER,
  activeFiltersText,
} from '../../texts/search';
import { SEARCH_TEXT_MAX_LENGTH } from '@flowers/domain';
import type { CatalogueSearchForm } from './use-catalogue-search-form';
import './catalog-search.css';

// Opened by the user, never drawn at first paint: its fields load then (issue 14).
const SearchFiltersPanel = lazy(() =>
  import('./search-filters-panel').then((module) => ({ default: module.SearchFiltersPanel })),
);

export function CatalogueSearchBar({ form }: { form: CatalogueSearchForm }) {
  const { search, draft } = form;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const countId = useId();

  return (
    <div className="catalog-search">
      <form
        role="search"
        className="catalog-search__bar"
        onSubmit={(event) => {
          event.preventDefault();
          draft.submit();
          // Enter on a phone: the results are what the user wants to see, not the keyboard.
          const input = event.currentTarget.elements.namedItem('q');
          if (input instanceof HTMLInputElement) input.blur();
        }}
      >
        <label className="catalog-search__field">
          <SearchIcon size={20} className="catalog-search__icon" />
          <input
            type="search"
            name="q"
            aria-label={SEARCH_LABEL}
            placeholder={SEARCH_PLACEHOLDER}
            enterKeyHint="search"
            autoComplete="off"
            maxLength={SEARCH_TEXT_MAX_LENGTH}
            value={draft.draft.q}
            onChange={(event) => {
              draft.edit('q', event.target.value);
            }}
            className="catalog-search__input"
          />
        </label>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={search.filterCount > 0 ? countId : undefined}
          onClick={() => {
            setOpen((was) => !was);
          }}
          className="catalog-search__filters"
        >
          <SlidersIcon size={20} />
          <span>{FILTERS_BUTTON_TEXT}</span>
          {search.filterCount > 0 && (
            <span className="catalog-search__count" aria-hidden>
              {search.filterCount}
            </span>
          )}
        </button>
        <span id={countId} hidden>
          {activeFiltersText(search.filterCount)}
        </span>
      </form>
      {open && (
        <Suspense>
          <SearchFiltersPanel id={panelId} form={form} />
        </Suspense>
      )}
    </div>
  );
}
