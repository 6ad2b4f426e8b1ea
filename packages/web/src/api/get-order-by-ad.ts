import { orderByAdResponseSchema } from '@flowers/domain';
import { apiRequest } from './http';

export async function getOrderByAd(adId: number): Promise<number | null> {
  const body = await apiRequest(`/api/orders/by-ad/${adId}`);
  return orderByAdResponseSchema.parse(body).order;
}
