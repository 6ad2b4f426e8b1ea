import { useMutation } from '@tanstack/react-query';
import { cancelOrder } from '../../../api/cancel-order';
import { completeOrder } from '../../../api/complete-order';
import { call } from '../../../api/call';
import { adKeys, orderKeys } from '../../../api/query-keys';
import { useInvalidate } from '../../../api/use-invalidate';

export type OrderStatusAction = 'complete' | 'cancel' | 'delete';

export async function deleteOrder(orderId: number): Promise<void> {
  await call('post', '/api/orders/{id}/delete', { path: { id: orderId } });
}

const RUN: Record<OrderStatusAction, (orderId: number) => Promise<void>> = {
  complete: completeOrder,
  cancel: cancelOrder,
  delete: deleteOrder,
};

export function runOrderAction({
  action,
  orderId,
}: {
  action: OrderStatusAction;
  orderId: number;
}) {
  return RUN[action](orderId);
}

export function useRunOrderAction() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: runOrderAction,
    // Completing or cancelling also frees or removes the ad in the catalogue.
    onSettled: () => invalidate(orderKeys.all, adKeys.catalogue()),
  });
}
