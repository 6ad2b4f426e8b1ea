import { apiRequest } from './http';

export async function cancelOrder(orderId: number): Promise<void> {
  await apiRequest(`/api/orders/${orderId}/cancel`, { method: 'POST' });
}
