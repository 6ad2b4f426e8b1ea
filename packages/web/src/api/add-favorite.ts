import { apiRequest } from './http';

export async function addFavorite(userId: string, adId: number): Promise<void> {
  await apiRequest('/api/favorites', { method: 'POST', body: { user_id: userId, ad_id: adId } });
}
