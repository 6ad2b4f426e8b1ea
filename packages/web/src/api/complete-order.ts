import { apiRequest } from './http';

export async function completeOrder(orderId: number): Promise<void> {
  await apiRequest(`/api/orders/${orderId}/complete`, { method: 'POST' });
}
