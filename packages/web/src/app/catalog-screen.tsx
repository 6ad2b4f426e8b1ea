import { useLayoutEffect } from 'react';
import { useAdSearch } from '../api/search-ads';
import { CatalogPage } from '../features/catalog/catalog-page';
import { leaveFirstScreen } from '../lib/leave-first-screen';
import { CatalogueSearchBar } from '../features/catalog-search/catalogue-search-bar';
import { SearchResults } from '../features/catalog-search/search-results';
import { useCatalogueSearchForm } from '../features/catalog-search/use-catalogue-search-form';

/**
 * The catalogue with its search (issue 16): the spec's plain list until something is
 * searched, filtered or sorted, then the search's pages in its place.
 */
export function CatalogScreen() {
  const form = useCatalogueSearchForm();
  const { filters, active } = form.search;
  const results = useAdSearch(filters, active);
  // Leaving the catalogue before its list arrived (a deep link opens another screen).
  useLayoutEffect(() => leaveFirstScreen, []);
  return (
    <CatalogPage
      searchBar={<CatalogueSearchBar form={form} />}
      searchResults={active ? <SearchResults results={results} onReset={form.draft.reset} /> : null}
    />
  );
}
