import { sellerTrustSchema } from '@flowers/domain';
import type { SellerTrust } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './http';
import { sellerKeys } from './query-keys';

/** Issue 29. */
export async function getSellerTrust(sellerId: string): Promise<SellerTrust> {
  return sellerTrustSchema.parse(await apiRequest(`/api/sellers/${sellerId}/trust`));
}

export function sellerTrustQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: sellerKeys.trust(sellerId),
    queryFn: () => getSellerTrust(sellerId),
  });
}

export function useSellerTrust(sellerId: string) {
  return useQuery(sellerTrustQueryOptions(sellerId));
}
