import { orderSchema } from '@flowers/domain';
import type { Order, OrderEdit } from '@flowers/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { orderKeys } from '../../../api/query-keys';
import { useInvalidate } from '../../../api/use-invalidate';

export async function saveOrder({
  orderId,
  edit,
}: {
  orderId: number;
  edit: OrderEdit;
}): Promise<Order> {
  return orderSchema.parse(
    await call('put', '/api/orders/{id}', { path: { id: orderId }, body: edit }),
  );
}

export function useSaveOrder() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: saveOrder,
    onSuccess: () => invalidate(orderKeys.all),
  });
}
