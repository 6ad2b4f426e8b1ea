import { orderByAdResponseSchema } from '@flowers/domain';
import { call } from './call';

export async function getOrderByAd(adId: number): Promise<number | null> {
  const body = await call('get', '/api/orders/by-ad/{adId}', { path: { adId } });
  return orderByAdResponseSchema.parse(body).order;
}
