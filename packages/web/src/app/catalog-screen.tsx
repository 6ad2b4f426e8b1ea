import { useLayoutEffect } from 'react';
import { useAdSearch } from '../api/search-ads';
import { CatalogPage } from '../features/catalog/catalog-page';
import { leaveFirstScreen } from '../lib/leave-first-screen';
import { CatalogueSearchBar } from '../features/catalog-search/catalogue-search-bar';
import { SearchResults } from '../features/catalog-search/search-results';
import { useCatalogueSearchForm } from '../features/catalog-search/use-catalogue-search-form';

/** Issue 16: the spec's plain list until something is searched, filtered or sorted. */
export function CatalogScreen() {
  const form = useCatalogueSearchForm();
  const { filters, active } = form.search;
  const results = useAdSearch(filters, active);
  // A deep link may open another screen before the list arrives.
  useLayoutEffect(() => leaveFirstScreen, []);
  return (
    <CatalogPage
      searchBar={<CatalogueSearchBar form={form} />}
      searchResults={active ? <SearchResults results={results} onReset={form.draft.reset} /> : null}
    />
  );
}
