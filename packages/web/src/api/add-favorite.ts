import { call } from './call';

export async function addFavorite(userId: string, adId: number): Promise<void> {
  await call('post', '/api/favorites', { body: { user_id: userId, ad_id: adId } });
}
