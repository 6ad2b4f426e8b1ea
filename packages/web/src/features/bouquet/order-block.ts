import { isOrderable } from '@flowers/domain';
import type { Ad } from '@flowers/domain';

export type OrderBlock = 'own' | 'reserved' | 'unavailable';

/** The server refuses the same cases at payment (checkout.service.ts). */
export function orderBlockOf(
  ad: Pick<Ad, 'status' | 'user_id'>,
  viewerId: string,
): OrderBlock | null {
  if (ad.user_id === viewerId) return 'own';
  if (ad.status === 'reserved') return 'reserved';
  return isOrderable(ad.status) ? null : 'unavailable';
}
