import { orderSchema } from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { orderKeys } from '../../../api/query-keys';

export async function getOrder(orderId: number): Promise<Order> {
  return orderSchema.parse(await call('get', '/api/orders/{id}', { path: { id: orderId } }));
}

export function orderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: () => getOrder(orderId),
  });
}

export function useOrder(orderId: number) {
  return useQuery(orderQueryOptions(orderId));
}
