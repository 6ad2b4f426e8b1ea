import { trustedSellerEntrySchema, trustedSellerListSchema } from '@flowers/domain';
import type { TrustedSellerEntry } from '@flowers/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { sellerKeys } from '../../../api/query-keys';
import { useInvalidate } from '../../../api/use-invalidate';

/** Trusted sellers and those whose status staff revoked (issue 29). */
export async function getTrustedSellers(): Promise<TrustedSellerEntry[]> {
  return trustedSellerListSchema.parse(await call('get', '/api/staff/trusted-sellers'));
}

export function trustedSellersQueryOptions() {
  return queryOptions({ queryKey: sellerKeys.trusted(), queryFn: getTrustedSellers });
}

export function useTrustedSellers() {
  return useQuery(trustedSellersQueryOptions());
}

export async function setSellerTrust(change: {
  sellerId: string;
  action: 'revoke' | 'restore';
}): Promise<TrustedSellerEntry> {
  const path = { id: change.sellerId };
  return trustedSellerEntrySchema.parse(
    change.action === 'revoke'
      ? await call('post', '/api/staff/trusted-sellers/{id}/revoke', { path })
      : await call('post', '/api/staff/trusted-sellers/{id}/restore', { path }),
  );
}

export function useSetSellerTrust() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: setSellerTrust,
    // The badge on the seller's page and cards changes with it.
    onSettled: (_entry, _error, change) =>
      invalidate(sellerKeys.trusted(), sellerKeys.page(change.sellerId)),
  });
}
