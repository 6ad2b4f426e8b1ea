import { apiRequest } from './http';

export async function removeFavorite(userId: string, adId: number): Promise<void> {
  await apiRequest(`/api/favorites/${encodeURIComponent(userId)}/${adId}`, { method: 'DELETE' });
}
