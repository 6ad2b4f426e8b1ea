import { trustedSellerEntrySchema, trustedSellerListSchema } from '@flowers/domain';
import type { TrustedSellerEntry } from '@flowers/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { sellerKeys } from '../../../api/query-keys';
import { useInvalidate } from '../../../api/use-invalidate';

/** Trusted sellers and those whose status staff revoked (issue 29). */
export async function getTrustedSellers(): Promise<TrustedSellerEntry[]> {
  return trustedSellerListSchema.parse(await apiRequest('/api/staff/trusted-sellers'));
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
  return trustedSellerEntrySchema.parse(
    await apiRequest(`/api/staff/trusted-sellers/${change.sellerId}/${change.action}`, {
      method: 'POST',
    }),
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
