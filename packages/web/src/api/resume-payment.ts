import { payResponseSchema } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from './call';

/** Issue 26. */
export async function resumePayment(orderId: number): Promise<string> {
  const answer = await call('post', '/api/orders/{id}/payment', { path: { id: orderId } });
  return payResponseSchema.parse(answer).paymentUrl;
}

export function useResumePayment() {
  return useMutation({ mutationFn: resumePayment });
}
