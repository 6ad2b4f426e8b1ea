import { payoutCardSchema } from '@flowers/domain';
import type { PayoutCard } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { payoutKeys } from '../../../api/query-keys';

export async function getPayoutCard(): Promise<PayoutCard> {
  return payoutCardSchema.parse(await apiRequest('/api/my-payout-card'));
}

export function payoutCardQueryOptions() {
  return queryOptions({ queryKey: payoutKeys.card(), queryFn: getPayoutCard });
}

export function usePayoutCard() {
  return useQuery(payoutCardQueryOptions());
}
