import { payoutCardSchema } from '@flowers/domain';
import type { PayoutCard } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { payoutKeys } from '../../../api/query-keys';

export async function getPayoutCard(): Promise<PayoutCard> {
  return payoutCardSchema.parse(await call('get', '/api/my-payout-card'));
}

export function payoutCardQueryOptions() {
  return queryOptions({ queryKey: payoutKeys.card(), queryFn: getPayoutCard });
}

export function usePayoutCard() {
  return useQuery(payoutCardQueryOptions());
}
