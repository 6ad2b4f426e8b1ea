import { orderTrackingSchema } from '@flowers/domain';
import type { OrderTracking } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { orderKeys } from '../../../api/query-keys';

/** Issue 16. */
export async function getOrderTracking(orderId: number): Promise<OrderTracking> {
  return orderTrackingSchema.parse(
    await call('get', '/api/orders/{id}/tracking', { path: { id: orderId } }),
  );
}

export function orderTrackingQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: orderKeys.tracking(orderId),
    queryFn: () => getOrderTracking(orderId),
  });
}

export function useOrderTracking(orderId: number) {
  return useQuery(orderTrackingQueryOptions(orderId));
}
