import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { adsOfPages, slotsBefore, type CataloguePages } from '../../api/search-ads';
import { useSellerRatings } from '../../api/get-seller-ratings';
import { AdGrid } from '../../components/ad-list/ad-grid';
import { AdGridSkeleton } from '../../components/ad-list/ad-grid-skeleton';
import { Button, EmptyState, ErrorState, SearchIcon } from '../../components/ui';
import { useLoggedError } from '../../lib/use-logged-error';
import {
  NOTHING_FOUND_SUBTITLE,
  NOTHING_FOUND_TITLE,
  RESET_SEARCH_TEXT,
  SEARCHING_TEXT,
  SEARCH_FAILED_TEXT,
  correctedQueryText,
  foundCountText,
} from '../../texts/search';
import { describeFailure, isRefusal } from '../../api/describe-failure';
import { MoreResults } from '../../components/ad-list/more-results';

export type SearchResultsQuery = UseInfiniteQueryResult<CataloguePages>;

interface SearchResultsProps {
  results: SearchResultsQuery;
  onReset: () => void;
}

export function SearchResultsView({ results, onReset }: SearchResultsProps) {
  const ratings = useSellerRatings(results.isSuccess);
  useLoggedError(results.error, 'Поиск объявлений');

  if (results.isPending) return <AdGridSkeleton text={SEARCHING_TEXT} />;
  const data = results.data;
  // A later page that fails keeps the pages before it; only a failed first page has none.
  if (data === undefined) {
    // A 4xx carries the server's Russian reason (an outdated link); a 5xx says nothing useful.
    const failure = describeFailure(results.error);
    return (
      <ErrorState
        title={SEARCH_FAILED_TEXT}
        subtitle={isRefusal(results.error) ? failure.message : undefined}
        retrying={results.isFetching}
        onRetry={() => void results.refetch()}
      />
    );
  }
  const ads = adsOfPages(data.pages);
  // An empty last search says nothing about the one on its way.
  if (ads.length === 0 && results.isPlaceholderData)
    return <AdGridSkeleton text={SEARCHING_TEXT} />;
  if (ads.length === 0) {
    return (
      <EmptyState
        icon={<SearchIcon size={48} />}
        title={NOTHING_FOUND_TITLE}
        subtitle={NOTHING_FOUND_SUBTITLE}
        action={
          <Button variant="secondary" onClick={onReset}>
            {RESET_SEARCH_TEXT}
          </Button>
        }
      />
    );
  }
  const corrected = data.pages[0]?.corrected_q ?? null;
  return (
    <>
      {corrected !== null && (
        <p className="catalog-search__note">{correctedQueryText(corrected)}</p>
      )}
      <p role="status" className="ui-visually-hidden">
        {foundCountText(ads.length, results.hasNextPage)}
      </p>
      <div aria-busy={results.isPlaceholderData} className="catalog-search__results">
        <AdGrid
          ads={ads}
          ratings={ratings.data}
          before={slotsBefore(data)}
          onNearStart={() => {
            if (results.hasPreviousPage && !results.isFetchingPreviousPage) {
              void results.fetchPreviousPage();
            }
          }}
        />
      </div>
      {!results.isPlaceholderData && <MoreResults results={results} pages={data.pages.length} />}
    </>
  );
}
