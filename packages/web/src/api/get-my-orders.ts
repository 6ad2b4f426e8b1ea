import { orderListSchema } from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { orderKeys } from './query-keys';

/** spec §7; our client sends x-initdata too. */
export async function getMyOrders(): Promise<Order[]> {
  return orderListSchema.parse(await call('get', '/api/my-orders'));
}

export function myOrdersQueryOptions() {
  return queryOptions({ queryKey: orderKeys.mine(), queryFn: getMyOrders });
}

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions());
}
