import { useCatalogueSearch } from './use-catalogue-search';
import { useSearchDraft } from './use-search-draft';

export function useCatalogueSearchForm() {
  const search = useCatalogueSearch();
  const draft = useSearchDraft(search);
  return { search, draft };
}

export type CatalogueSearchForm = ReturnType<typeof useCatalogueSearchForm>;
