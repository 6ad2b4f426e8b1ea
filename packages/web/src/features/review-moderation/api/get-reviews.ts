import { reviewPageSchema } from '@flowers/domain';
import type { Review, ReviewPage } from '@flowers/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { reviewKeys } from '../../../api/query-keys';
import { PAGING, type CataloguePageParam } from '../../../api/search-ads';

/** One page of every seller's reviews, newest first, hidden ones included (staff only). */
export async function getReviews(cursor: string | null, signal?: AbortSignal): Promise<ReviewPage> {
  const path = '/api/reviews/page';
  return reviewPageSchema.parse(
    await apiRequest(cursor === null ? path : `${path}?cursor=${encodeURIComponent(cursor)}`, {
      signal,
    }),
  );
}

// Staff work down a list of rows, not the catalogue's windowed grid: pages read stay.
const { maxPages: _windowedOnly, ...ROW_PAGING } = PAGING;

export type ReviewPages = InfiniteData<ReviewPage, CataloguePageParam>;

export function reviewsQueryOptions() {
  return infiniteQueryOptions<
    ReviewPage,
    Error,
    ReviewPages,
    ReturnType<typeof reviewKeys.staffList>,
    CataloguePageParam
  >({
    queryKey: reviewKeys.staffList(),
    queryFn: ({ pageParam, signal }) => getReviews(pageParam.cursor, signal),
    ...ROW_PAGING,
  });
}

export function useReviews() {
  return useInfiniteQuery(reviewsQueryOptions());
}

export const reviewsOfPages = (pages: readonly ReviewPage[] | undefined): Review[] =>
  (pages ?? []).flatMap((page) => page.reviews);
