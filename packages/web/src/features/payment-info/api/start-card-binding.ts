import { payoutCardBindingSchema } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { leaveAppFor } from '../../../lib/leave-app';

/** E2C AddCard; the bank sends the seller back here after. */
export async function startCardBinding(): Promise<void> {
  const body = await apiRequest('/api/my-payout-card/binding', { method: 'POST' });
  leaveAppFor(payoutCardBindingSchema.parse(body).payment_url);
}

export function useStartCardBinding() {
  return useMutation({ mutationFn: startCardBinding });
}
