import { useCatalogueSearch } from './use-catalogue-search';
import { useSearchDraft } from './use-search-draft';

/** The search in the URL and the fields being typed into, which the bar and results share. */
export function useCatalogueSearchForm() {
  const search = useCatalogueSearch();
  const draft = useSearchDraft(search);
  return { search, draft };
}

export type CatalogueSearchForm = ReturnType<typeof useCatalogueSearchForm>;
