import { orderSchema } from '@flowers/domain';
import type { Order } from '@flowers/domain';
import { apiRequest } from './http';

// spec §7 GET /api/orders/{orderId}.
export async function getOrder(orderId: number): Promise<Order> {
  return orderSchema.parse(await apiRequest(`/api/orders/${orderId}`));
}
