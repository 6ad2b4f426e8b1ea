import { orderSchema } from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { call } from './call';

// spec §7.
export async function getOrder(orderId: number): Promise<Order> {
  return orderSchema.parse(await call('get', '/api/orders/{id}', { path: { id: orderId } }));
}
