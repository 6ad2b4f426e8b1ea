import { sellerTrustSchema } from '@flowers/domain';
import type { SellerTrust } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { sellerKeys } from './query-keys';

/** Issue 29. */
export async function getSellerTrust(sellerId: string): Promise<SellerTrust> {
  return sellerTrustSchema.parse(
    await call('get', '/api/sellers/{id}/trust', { path: { id: sellerId } }),
  );
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
