import { isOrderable } from '@flowers/domain';
import type { Ad } from '@flowers/domain';

export type OrderBlock = 'own' | 'reserved' | 'unavailable';

/**
 * Why this viewer cannot order the ad, or null when they can. The server refuses the same
 * cases at payment (checkout.service.ts): one's own ad, and any ad not open for orders.
 */
export function orderBlockOf(
  ad: Pick<Ad, 'status' | 'user_id'>,
  viewerId: string,
): OrderBlock | null {
  if (ad.user_id === viewerId) return 'own';
  if (ad.status === 'reserved') return 'reserved';
  return isOrderable(ad.status) ? null : 'unavailable';
}
