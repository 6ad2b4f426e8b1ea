import { describe, expect, it } from 'vitest';
import { liveOwnHold } from './own-hold';

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
