import { call } from './call';

export async function completeOrder(orderId: number): Promise<void> {
  await call('post', '/api/orders/{id}/complete', { path: { id: orderId } });
}
