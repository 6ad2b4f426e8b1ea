import { payResponseSchema } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './http';

/** Issue 26. */
export async function resumePayment(orderId: number): Promise<string> {
  const answer = await apiRequest(`/api/orders/${orderId}/payment`, { method: 'POST' });
  return payResponseSchema.parse(answer).paymentUrl;
}

export function useResumePayment() {
  return useMutation({ mutationFn: resumePayment });
}
