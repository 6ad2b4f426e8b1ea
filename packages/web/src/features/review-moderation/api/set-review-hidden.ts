import { reviewSchema } from '@flowers/domain';
import type { Review } from '@flowers/domain';
import { REVIEW_PAGES_KEY, type ReviewPages } from './get-reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { reviewKeys, sellerKeys } from '../../../api/query-keys';
import { useInvalidate } from '../../../api/use-invalidate';

export interface ReviewVisibility {
  reviewId: number;
  hide: boolean;
}

// The server audits both calls; hiding takes an optional reason we do not ask for yet.
export async function setReviewHidden({ reviewId, hide }: ReviewVisibility): Promise<Review> {
  const path = { id: reviewId };
  return reviewSchema.parse(
    hide
      ? await call('post', '/api/reviews/{id}/hide', { path })
      : await call('post', '/api/reviews/{id}/unhide', { path }),
  );
}

export function useSetReviewHidden() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: setReviewHidden,
    // The row shows its new state at once, not after the list has loaded again.
    onSuccess: (updated) =>
      queryClient.setQueriesData<ReviewPages>({ queryKey: REVIEW_PAGES_KEY }, (data) =>
        data === undefined
          ? data
          : {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                reviews: page.reviews.map((review) =>
                  review.id === updated.id ? updated : review,
                ),
              })),
            },
      ),
    // The staff list and the seller's page and rating all change.
    onSettled: () => invalidate(reviewKeys.all, sellerKeys.all),
  });
}
