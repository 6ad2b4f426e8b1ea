import { call } from './call';

export async function removeFavorite(userId: string, adId: number): Promise<void> {
  await call('delete', '/api/favorites/{userId}/{adId}', { path: { userId, adId } });
}
