import { call } from './call';

export async function cancelOrder(orderId: number): Promise<void> {
  await call('post', '/api/orders/{id}/cancel', { path: { id: orderId } });
}
