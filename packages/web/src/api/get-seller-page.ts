import { sellerPageSchema } from '@flowers/domain';
import type { SellerPage } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { sellerKeys } from './query-keys';

/** Issue 16. */
export async function getSellerPage(sellerId: string): Promise<SellerPage> {
  return sellerPageSchema.parse(await call('get', '/api/sellers/{id}', { path: { id: sellerId } }));
}

export function sellerPageQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: sellerKeys.page(sellerId),
    queryFn: () => getSellerPage(sellerId),
  });
}

export function useSellerPage(sellerId: string) {
  return useQuery(sellerPageQueryOptions(sellerId));
}
