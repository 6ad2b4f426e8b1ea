import { CATALOGUE_SORTS, CATALOGUE_SORT_LABELS, effectiveSort } from '@flowers/domain';
import type { CatalogueSort } from '@flowers/domain';
import { Button, Select, TextField } from '../../components/ui';
import {
  PRICE_MAX_LABEL,
  PRICE_MIN_LABEL,
  PRICE_PLACEHOLDER,
  RESET_FILTERS_TEXT,
  SORT_LABEL,
} from '../../texts/search';
import type { CatalogueSearchForm } from './use-catalogue-search-form';

function isSort(value: string): value is CatalogueSort {
  return (CATALOGUE_SORTS as readonly string[]).includes(value);
}

export function SearchFiltersPanel({ id, form }: { id: string; form: CatalogueSearchForm }) {
  const { search, draft } = form;
  const hasText = search.filters.q !== '';
  const sorts = CATALOGUE_SORTS.filter((sort) => sort !== 'relevant' || hasText);

  return (
    <div id={id} className="catalog-search__panel">
      <div className="catalog-search__prices">
        {(['priceMin', 'priceMax'] as const).map((field) => (
          <TextField
            key={field}
            label={field === 'priceMin' ? PRICE_MIN_LABEL : PRICE_MAX_LABEL}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={PRICE_PLACEHOLDER}
            value={draft.draft[field]}
            error={draft.errors[field]}
            onChange={(event) => {
              draft.edit(field, event.target.value);
            }}
          />
        ))}
      </div>
      <Select
        label={SORT_LABEL}
        value={effectiveSort(search.filters)}
        options={sorts.map((sort) => ({ value: sort, label: CATALOGUE_SORT_LABELS[sort] }))}
        onChange={(event) => {
          const sort = event.target.value;
          if (isSort(sort)) search.change({ sort }, 'choice');
        }}
      />
      <Button variant="plain" fullWidth onClick={draft.reset}>
        {RESET_FILTERS_TEXT}
      </Button>
    </div>
  );
}
