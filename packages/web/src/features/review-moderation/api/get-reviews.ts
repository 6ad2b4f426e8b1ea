import { reviewPageSchema } from '@flowers/domain';
import type { Review, ReviewPage } from '@flowers/domain';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { reviewKeys } from '../../../api/query-keys';
import { PAGING, type CataloguePageParam } from '../../../api/search-ads';

export type ReviewTab = 'all' | 'hidden';

/** One page of every seller's reviews (or the hidden ones), newest first (staff only). */
export async function getReviews(
  tab: ReviewTab,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  return reviewPageSchema.parse(
    await call('get', '/api/reviews/page', { query: { tab, cursor: cursor ?? undefined }, signal }),
  );
}

// Staff work down a list of rows, not the catalogue's windowed grid: pages read stay.
const { maxPages: _windowedOnly, ...ROW_PAGING } = PAGING;

export type ReviewPages = InfiniteData<ReviewPage, CataloguePageParam>;

/** Both tabs' pages at once, for the changes that patch or refresh them. */
export const REVIEW_PAGES_KEY = reviewKeys.staffList();

export function reviewsQueryOptions(tab: ReviewTab) {
  return infiniteQueryOptions<
    ReviewPage,
    Error,
    ReviewPages,
    ReturnType<typeof reviewKeys.staffTab>,
    CataloguePageParam
  >({
    queryKey: reviewKeys.staffTab(tab),
    queryFn: ({ pageParam, signal }) => getReviews(tab, pageParam.cursor, signal),
    // Another tab keeps the counts on screen until its first page comes.
    placeholderData: keepPreviousData,
    ...ROW_PAGING,
  });
}

export function useReviews(tab: ReviewTab) {
  return useInfiniteQuery(reviewsQueryOptions(tab));
}

export const reviewsOfPages = (pages: readonly ReviewPage[] | undefined): Review[] =>
  (pages ?? []).flatMap((page) => page.reviews);
