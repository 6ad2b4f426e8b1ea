import { paymentInfoResponseSchema } from '@flowers/domain';
import type { PaymentInfoResponse } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { userKeys } from '../../../api/query-keys';

export async function getPaymentInfo(userId: string): Promise<PaymentInfoResponse> {
  const body = await apiRequest(`/api/users/${encodeURIComponent(userId)}/payment-info`);
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
