import type { PreparedShare } from '@flowers/domain';
import { call } from './call';

/** Bot API 8.0. */
export function prepareShareMessage(adId: number): Promise<PreparedShare> {
  return call('post', '/api/ads/{id}/share-message', { path: { id: adId } });
}
