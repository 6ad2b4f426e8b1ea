import { apiRequest } from './http';

export async function adminDeleteAd(adId: number): Promise<void> {
  await apiRequest(`/api/ads/${adId}/admin-delete`, { method: 'DELETE' });
}
