import type { SellerRating } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { sellerKeys } from './query-keys';

// Ratings change only when a buyer rates an order.
const SELLER_RATINGS_STALE_MS = 60_000;

export type SellerRatings = Readonly<Record<string, SellerRating>>;

/** Issue 16. */
export async function getSellerRatings(): Promise<SellerRatings> {
  // The server's response schema checks it; parsing again would put zod on the catalogue.
  const { ratings } = await call('get', '/api/sellers/ratings');
  return ratings;
}

export function sellerRatingsQueryOptions() {
  return queryOptions({
    queryKey: sellerKeys.ratings(),
    queryFn: getSellerRatings,
    staleTime: SELLER_RATINGS_STALE_MS,
  });
}

/** After the cards are on screen, so it never delays them. */
export function useSellerRatings(enabled: boolean) {
  return useQuery({ ...sellerRatingsQueryOptions(), enabled });
}
