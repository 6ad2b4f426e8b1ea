import { call } from './call';

export async function adminDeleteAd(adId: number): Promise<void> {
  await call('delete', '/api/ads/{adId}/admin-delete', { path: { adId } });
}
