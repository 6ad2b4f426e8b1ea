import { sellerBalanceSchema } from '@flowers/domain';
import type { SellerBalance } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { payoutKeys } from './query-keys';

/** Issue 15. */
export async function getMyBalance(): Promise<SellerBalance> {
  return sellerBalanceSchema.parse(await call('get', '/api/my-balance'));
}

export function myBalanceQueryOptions() {
  return queryOptions({ queryKey: payoutKeys.mine(), queryFn: getMyBalance });
}

export function useMyBalance() {
  return useQuery(myBalanceQueryOptions());
}
