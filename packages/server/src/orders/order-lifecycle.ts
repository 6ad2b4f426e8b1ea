import { transitionAd, type AppliedTransition } from '../ads/ads.repository.ts';
import type { Database } from '../db/database.ts';
import { notifyOrderPaid } from './order-notifications.ts';
import { transitionOrder, type OrderRow } from './orders.repository.ts';

export interface CancelledOrder {
  cancelled: OrderRow;
  released: AppliedTransition | null;
}

// Issue 24: payments, the safe deal, sweeps and staff move an order only through these, in the
// caller's transaction; each is conditional, so a replay changes nothing. Completing a deal moves
// money too, so money/ does it (`completeDeal` in settle-moves.ts).
export const orderLifecycle = {
  /** The seller is told once. */
  async markPaid(
    tx: Database,
    orderId: number,
    set: { paidAt: Date; paymentId?: string | null },
  ): Promise<OrderRow | null> {
    const paid = await transitionOrder(tx, orderId, 'markPaid', set);
    if (paid !== null) await notifyOrderPaid(tx, paid);
    return paid;
  },

  // Null when it already was.
  async cancel(
    tx: Database,
    order: Pick<OrderRow, 'id' | 'adId'>,
    how: 'failPayment' | 'cancel' | 'delete',
    reason: string,
    at: Date,
  ): Promise<CancelledOrder | null> {
    const cancelled = await transitionOrder(tx, order.id, how, {
      cancelReason: reason,
      cancelledAt: at,
    });
    if (cancelled === null) return null;
    return { cancelled, released: await transitionAd(tx, order.adId, 'releaseReservation') };
  },
};
