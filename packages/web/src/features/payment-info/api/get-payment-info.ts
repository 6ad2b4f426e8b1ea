import { paymentInfoResponseSchema } from '@flowers/domain';
import type { PaymentInfoResponse } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { userKeys } from '../../../api/query-keys';

export async function getPaymentInfo(userId: string): Promise<PaymentInfoResponse> {
  const body = await call('get', '/api/users/{id}/payment-info', { path: { id: userId } });
  return paymentInfoResponseSchema.parse(body);
}

export function paymentInfoQueryOptions(userId: string) {
  return queryOptions({
    queryKey: userKeys.paymentInfo(userId),
    queryFn: () => getPaymentInfo(userId),
  });
}

export function usePaymentInfo(userId: string) {
  return useQuery(paymentInfoQueryOptions(userId));
}
