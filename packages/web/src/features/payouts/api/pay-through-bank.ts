import { payoutSchema } from '@flowers/domain';
import type { BankPayoutRequest, Payout } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { payoutKeys } from '../../../api/query-keys';
import { useInvalidate } from '../../../api/use-invalidate';

/** The same key again (a retry) is the same payout at the bank. */
export async function payThroughBank(input: {
  sellerId: string;
  payout: BankPayoutRequest;
}): Promise<Payout> {
  const body = await call('post', '/api/admin/payouts/{sellerId}/bank', {
    path: { sellerId: input.sellerId },
    body: input.payout,
  });
  return payoutSchema.parse(body);
}

export function usePayThroughBank() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: payThroughBank,
    onSettled: () => invalidate(payoutKeys.all),
  });
}
