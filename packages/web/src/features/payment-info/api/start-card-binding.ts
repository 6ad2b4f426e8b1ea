import { payoutCardBindingSchema } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { leaveAppFor } from '../../../lib/leave-app';

/** E2C AddCard; the bank sends the seller back here after. */
export async function startCardBinding(): Promise<void> {
  const body = await call('post', '/api/my-payout-card/binding');
  leaveAppFor(payoutCardBindingSchema.parse(body).payment_url);
}

export function useStartCardBinding() {
  return useMutation({ mutationFn: startCardBinding });
}
