import type { PreparedShare } from '@flowers/domain';
import { typedApiRequest } from './http';

/** Bot API 8.0. */
export function prepareShareMessage(adId: number): Promise<PreparedShare> {
  return typedApiRequest<PreparedShare>(`/api/ads/${adId}/share-message`, { method: 'POST' });
}
