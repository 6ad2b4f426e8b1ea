import type { SellerRating, SellerRatingsResponse } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { typedApiRequest } from './http';
import { sellerKeys } from './query-keys';

// Ratings change only when a buyer rates an order: a minute old is fresh enough for cards.
const SELLER_RATINGS_STALE_MS = 60_000;

export type SellerRatings = Readonly<Record<string, SellerRating>>;

/** Every rated seller's average and count, by seller id (issue 16: GET /api/sellers/ratings). */
export async function getSellerRatings(): Promise<SellerRatings> {
  // The server's response schema checks the answer; parsing it again would put zod on the catalogue.
  const { ratings } = await typedApiRequest<SellerRatingsResponse>('/api/sellers/ratings');
  return ratings;
}

export function sellerRatingsQueryOptions() {
  return queryOptions({
    queryKey: sellerKeys.ratings(),
    queryFn: getSellerRatings,
    staleTime: SELLER_RATINGS_STALE_MS,
  });
}

/** Asked once `enabled`: after the cards are on screen, so it never delays them. */
export function useSellerRatings(enabled: boolean) {
  return useQuery({ ...sellerRatingsQueryOptions(), enabled });
}
