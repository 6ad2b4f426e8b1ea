import { describe, expect, it } from 'vitest';
import { liveOwnHold, ownHoldAmong } from './own-hold';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const hold = { order_id: 7, pay_until: '2026-11-27T12:10:00Z' };

describe('the buyer’s own hold (issue 40)', () => {
  it('is hers on a reserved bouquet until the payment window closes', () => {
    expect(liveOwnHold({ status: 'reserved', your_hold: hold }, NOW)).toEqual(hold);
    expect(liveOwnHold({ status: 'reserved', your_hold: hold }, NOW + 10 * 60_000)).toBeNull();
  });

  it('is nothing without one, or once the bouquet is no longer reserved', () => {
    expect(liveOwnHold({ status: 'reserved' }, NOW)).toBeNull();
    expect(liveOwnHold({ status: 'new', your_hold: hold }, NOW)).toBeNull();
  });
});

describe('the buyer’s own hold among her orders (issue 40)', () => {
  const order = { id: 7, ad_id: 3, status: 'created', pay_until: hold.pay_until };
  const reserved = { id: 3, status: 'reserved' as const };

  it('is her unpaid order of that reserved bouquet until the payment window closes', () => {
    expect(ownHoldAmong([order], reserved, NOW)).toEqual(hold);
    expect(ownHoldAmong([order], reserved, NOW + 10 * 60_000)).toBeNull();
  });

  it('is nothing for a paid or cancelled order, another bouquet, or one no longer reserved', () => {
    expect(ownHoldAmong([{ ...order, status: 'paid' }], reserved, NOW)).toBeNull();
    expect(ownHoldAmong([{ ...order, status: 'cancelled' }], reserved, NOW)).toBeNull();
    expect(ownHoldAmong([{ ...order, ad_id: 4 }], reserved, NOW)).toBeNull();
    expect(ownHoldAmong([order], { id: 3, status: 'new' }, NOW)).toBeNull();
    expect(ownHoldAmong([{ ...order, pay_until: null }], reserved, NOW)).toBeNull();
  });
});
