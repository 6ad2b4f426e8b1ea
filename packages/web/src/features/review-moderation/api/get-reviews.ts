import { reviewListSchema } from '@flowers/domain';
import type { Review } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { reviewKeys } from '../../../api/query-keys';

/** The latest reviews of every seller, hidden ones included (staff only). */
export async function getReviews(): Promise<Review[]> {
  return reviewListSchema.parse(await apiRequest('/api/reviews'));
}

export function reviewsQueryOptions() {
  return queryOptions({ queryKey: reviewKeys.staffList(), queryFn: getReviews });
}

export function useReviews() {
  return useQuery(reviewsQueryOptions());
}
