import { transitionAd, type AppliedTransition } from '../ads/ads.repository.ts';
import type { Database } from '../db/database.ts';
import { postOrderLedger } from '../order-money/ledger.ts';
import type { MoneyRow } from '../order-money/money.repository.ts';
import { notifyDealDone, notifyOrderPaid } from './order-notifications.ts';
import { transitionOrder, type OrderRow } from './orders.repository.ts';

export interface CancelledOrder {
  cancelled: OrderRow;
  /** The bouquet back in the catalogue, to announce after commit. */
  released: AppliedTransition | null;
}

/**
 * The one owner of the order lifecycle that money drives (issue 24): payments, the safe deal,
 * the sweeps and staff move an order only through these, each inside the caller's
 * transaction, so an order is paid, released to its seller or cancelled the same way whoever
 * heard of it first. Each is a conditional transition: a replay finds it done and changes
 * nothing. It sits in orders/, below money/, so staff's cancel in orders.service uses it too.
 */
export const orderLifecycle = {
  /** The bank holds or took the money: the order is paid and the seller told, once. */
  async markPaid(
    tx: Database,
    orderId: number,
    set: { paidAt: Date; paymentId?: string | null },
  ): Promise<OrderRow | null> {
    const paid = await transitionOrder(tx, orderId, 'markPaid', set);
    if (paid !== null) await notifyOrderPaid(tx, paid);
    return paid;
  },

  /**
   * The deal is done (its money captured and the order delivered or answered for): the order
   * completes, the kept money splits to the seller and us in the ledger, the seller is told
   * once, and the bouquet counts as sold.
   */
  async release(
    tx: Database,
    order: OrderRow,
    money: MoneyRow,
    at: Date,
  ): Promise<AppliedTransition | null> {
    await transitionOrder(tx, order.id, 'complete', { completedAt: at });
    await postOrderLedger(tx, order.id, 'deal_done', at);
    await notifyDealDone(tx, order, money);
    return transitionAd(tx, order.adId, 'completeOrder');
  },

  /**
   * The order is off and its bouquet goes back to the catalogue: an unpaid one fails its
   * payment (`failPayment`), a paid one is cancelled (`cancel`), or staff delete one still in
   * progress (`delete`). Null when it already was.
   */
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
