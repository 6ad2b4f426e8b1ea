import { orderListSchema } from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { orderKeys } from './query-keys';

export async function getAllOrders(): Promise<Order[]> {
  return orderListSchema.parse(await call('get', '/api/orders/all'));
}

export function allOrdersQueryOptions() {
  return queryOptions({ queryKey: orderKeys.everyones(), queryFn: getAllOrders });
}

export function useAllOrders() {
  return useQuery(allOrdersQueryOptions());
}
