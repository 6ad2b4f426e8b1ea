import type { Ad } from './wire';

export type OwnHold = NonNullable<Ad['your_hold']>;

/** Issue 40: the viewer's own unpaid order holds the bouquet and she may still pay for it. */
export function liveOwnHold(ad: Pick<Ad, 'status' | 'your_hold'>, nowMs: number): OwnHold | null {
  const hold = ad.your_hold;
  if (ad.status !== 'reserved' || hold === undefined) return null;
  return new Date(hold.pay_until).getTime() > nowMs ? hold : null;
}
