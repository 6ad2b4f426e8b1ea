import { moderatorOrderResponseSchema } from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { orderKeys } from '../../../api/query-keys';

export async function getModeratorOrder(orderId: number): Promise<Order> {
  const body = await call('get', '/api/moderator/orders/{id}', { path: { id: orderId } });
  return moderatorOrderResponseSchema.parse(body).order;
}

export function moderatorOrderQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: orderKeys.staffDetail(orderId),
    queryFn: () => getModeratorOrder(orderId),
  });
}

export function useModeratorOrder(orderId: number) {
  return useQuery(moderatorOrderQueryOptions(orderId));
}
