import { payoutCardSchema } from '@flowers/domain';
import type { PayoutCard } from '@flowers/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { payoutKeys } from '../../../api/query-keys';

/** GetCardList. */
export async function refreshPayoutCard(): Promise<PayoutCard> {
  const body = await apiRequest('/api/my-payout-card/refresh', { method: 'POST' });
  return payoutCardSchema.parse(body);
}

export function useRefreshPayoutCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshPayoutCard,
    onSuccess: (card) => client.setQueryData(payoutKeys.card(), card),
  });
}
