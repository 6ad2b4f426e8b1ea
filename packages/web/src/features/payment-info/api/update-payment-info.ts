import { paymentInfoResponseSchema } from '@flowers/domain';
import type { PaymentInfo, PaymentInfoResponse } from '@flowers/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { paymentInfoQueryOptions } from './get-payment-info';

export async function updatePaymentInfo(
  userId: string,
  info: PaymentInfo,
): Promise<PaymentInfoResponse> {
  const body = await call('put', '/api/users/{id}/payment-info', {
    path: { id: userId },
    body: info,
  });
  return paymentInfoResponseSchema.parse(body);
}

export function useUpdatePaymentInfo(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: PaymentInfo) => updatePaymentInfo(userId, info),
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentInfoQueryOptions(userId).queryKey, saved);
    },
  });
}
