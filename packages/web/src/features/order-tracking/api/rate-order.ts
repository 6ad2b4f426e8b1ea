import { reviewSchema } from '@flowers/domain';
import type { RatingRequestInput, Review } from '@flowers/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { orderKeys, sellerKeys } from '../../../api/query-keys';

export async function rateOrder(orderId: number, rating: RatingRequestInput): Promise<Review> {
  return reviewSchema.parse(
    await call('put', '/api/orders/{id}/rating', { path: { id: orderId }, body: rating }),
  );
}

export function useRateOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: RatingRequestInput) => rateOrder(orderId, rating),
    onSuccess: (review) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.tracking(orderId) });
      void queryClient.invalidateQueries({ queryKey: sellerKeys.page(review.seller_id) });
      // The catalogue's cards reuse sellers' ratings for a minute; this buyer should see theirs now.
      void queryClient.invalidateQueries({ queryKey: sellerKeys.ratings() });
    },
  });
}
