import type { Ad } from './wire';

export type OwnHold = NonNullable<Ad['your_hold']>;

/** Issue 40: the viewer's own unpaid order holds the bouquet and she may still pay for it. */
export function liveOwnHold(ad: Pick<Ad, 'status' | 'your_hold'>, nowMs: number): OwnHold | null {
  const hold = ad.your_hold;
  if (ad.status !== 'reserved' || hold === undefined) return null;
  return new Date(hold.pay_until).getTime() > nowMs ? hold : null;
}

// An order's fields as the orders' wire gives them (orders import ads, not the other way).
export interface HoldingOrder {
  id: number;
  ad_id?: number | null;
  status: string;
  pay_until?: string | null;
}

/**
 * Issue 40: the same hold read from her own orders, for the cards of a catalogue that is one
 * body for everyone and so cannot say whose hold it is.
 */
export function ownHoldAmong(
  orders: readonly HoldingOrder[],
  ad: Pick<Ad, 'id' | 'status'>,
  nowMs: number,
): OwnHold | null {
  const order = orders.find((o) => o.ad_id === ad.id && o.status === 'created');
  if (!order?.pay_until) return null;
  return liveOwnHold(
    { status: ad.status, your_hold: { order_id: order.id, pay_until: order.pay_until } },
    nowMs,
  );
}
