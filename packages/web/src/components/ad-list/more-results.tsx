import { Button } from '../ui';
import { MORE_FAILED_TEXT, SHOW_MORE_TEXT } from '../../texts/search';
import { RETRY_TEXT } from '../../texts/common';
import { useNearEnd } from './use-near-end';
import './ad-list.css';

interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** The button serves whoever gets there first or has no IntersectionObserver. */
export function MoreResults({ results, pages }: { results: NextPages; pages: number }) {
  const failed = results.isFetchNextPageError;
  const loadMore = () => {
    if (!results.isFetchingNextPage) void results.fetchNextPage();
  };
  const end = useNearEnd<HTMLDivElement>(loadMore, results.hasNextPage && !failed, pages);

  if (!results.hasNextPage) return null;
  return (
    <div ref={end} className="ad-list-more">
      {failed && (
        <p role="alert" className="ad-list-more__error">
          {MORE_FAILED_TEXT}
        </p>
      )}
      <Button variant="secondary" fullWidth loading={results.isFetchingNextPage} onClick={loadMore}>
        {failed ? RETRY_TEXT : SHOW_MORE_TEXT}
      </Button>
    </div>
  );
}
