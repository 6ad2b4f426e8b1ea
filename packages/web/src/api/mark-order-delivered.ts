import { orderSchema } from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './http';
import { orderKeys } from './query-keys';
import { useInvalidate } from './use-invalidate';

export async function markOrderDelivered(orderId: number): Promise<Order> {
  return orderSchema.parse(
    await apiRequest(`/api/orders/${orderId}/moder-delivered`, { method: 'POST' }),
  );
}

export function useMarkOrderDelivered() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: markOrderDelivered,
    onSettled: () => invalidate(orderKeys.all),
  });
}
