import { lazy, Suspense } from 'react';
import type { ComponentProps } from 'react';
import { AdGridSkeleton } from '../../components/ad-list/ad-grid-skeleton';
import { SEARCHING_TEXT } from '../../texts/search';

// Drawn only once something is searched, and then after its request: the list's code loads
// alongside, behind the same skeleton the pending search shows (issue 14).
const SearchResultsView = lazy(() =>
  import('./search-results-view').then((module) => ({ default: module.SearchResultsView })),
);

export function SearchResults(props: ComponentProps<typeof SearchResultsView>) {
  return (
    <Suspense fallback={<AdGridSkeleton text={SEARCHING_TEXT} />}>
      <SearchResultsView {...props} />
    </Suspense>
  );
}
