import { orderSchema } from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './http';
import { orderKeys } from './query-keys';

export async function markOrderDelivered(orderId: number): Promise<Order> {
  return orderSchema.parse(
    await apiRequest(`/api/orders/${orderId}/moder-delivered`, { method: 'POST' }),
  );
}

export function useMarkOrderDelivered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderDelivered,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
