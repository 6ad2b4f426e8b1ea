import { orderSchema } from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from './call';
import { orderKeys } from './query-keys';
import { useInvalidate } from './use-invalidate';

export async function markOrderDelivered(orderId: number): Promise<Order> {
  return orderSchema.parse(
    await call('post', '/api/orders/{id}/moder-delivered', { path: { id: orderId } }),
  );
}

export function useMarkOrderDelivered() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: markOrderDelivered,
    onSettled: () => invalidate(orderKeys.all),
  });
}
