import { payoutCardSchema } from '@flowers/domain';
import type { PayoutCard } from '@flowers/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { payoutKeys } from '../../../api/query-keys';

/** GetCardList. */
export async function refreshPayoutCard(): Promise<PayoutCard> {
  const body = await call('post', '/api/my-payout-card/refresh');
  return payoutCardSchema.parse(body);
}

export function useRefreshPayoutCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshPayoutCard,
    onSuccess: (card) => client.setQueryData(payoutKeys.card(), card),
  });
}
