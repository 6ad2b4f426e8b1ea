import { describe, expect, it } from 'vitest';
import type { Sample } from './http.ts';
import {
  failedDuring,
  latencyOutside,
  messagesOnce,
  paymentsPerOrder,
  percentile,
  raceHeld,
  serverErrorsOutside,
  soldTwice,
} from './invariants.ts';

const sample = (at: number, kind: Sample['kind'], status: number, ms = 10): Sample => ({
  at,
  kind,
  status,
  ms,
});

describe('the peak’s invariants', () => {
  it('finds a bouquet held by two orders, and lets a cancelled one go', () => {
    expect(
      soldTwice([
        { adId: 1, status: 'paid' },
        { adId: 1, status: 'cancelled' },
        { adId: 2, status: 'completed' },
        { adId: 2, status: 'created' },
      ]),
    ).toEqual([2]);
  });

  it('counts a bank payment taken twice for one order and a paid order the bank never took', () => {
    const verdict = paymentsPerOrder(
      [
        { orderId: '1-1', status: 'AUTHORIZED' },
        { orderId: '1-1', status: 'CONFIRMED' },
        { orderId: '2-1', status: 'REJECTED' },
        { orderId: '3-1', status: 'CONFIRMED' },
      ],
      [{ paymentOrderId: '2-1' }, { paymentOrderId: '3-1' }],
    );
    expect(verdict).toEqual({ twice: ['1-1'], missing: ['2-1'] });
  });

  it('tells messages sent twice from lost ones, chat by chat', () => {
    const sends = [{ chatId: 1 }, { chatId: 1 }, { chatId: 2 }];
    const rows = [{ chatId: 1 }, { chatId: 2 }, { chatId: 3 }];
    expect(messagesOnce(sends, rows)).toEqual({ twice: 1, lost: 1 });
  });

  it('forgives 5xx inside a fault window only', () => {
    const windows = [{ name: 'database', fromMs: 100, toMs: 200 }];
    const samples = [
      sample(150, 'checkout', 503),
      // Sent before the fault began, answered during it.
      sample(90, 'confirm', 503, 20),
      sample(250, 'checkout', 503),
      sample(260, 'catalogue', 0),
      sample(270, 'catalogue', 404),
    ];
    expect(serverErrorsOutside(samples, windows).map((s) => s.at)).toEqual([250, 260]);
  });

  it('counts failed catalogue reads and sign-ins in the cut, not writes', () => {
    const cut = { name: 'database', fromMs: 0, toMs: 100 };
    const samples = [
      sample(10, 'catalogue', 503),
      sample(20, 'sign_in', 200),
      sample(30, 'checkout', 503),
      sample(40, 'search', 0),
      sample(400, 'catalogue', 503),
    ];
    expect(failedDuring(samples, cut).map((s) => s.kind)).toEqual(['catalogue', 'search']);
  });

  it('takes the nearest-rank percentile of answered requests outside faults', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([], 99)).toBe(0);
    const samples = Array.from({ length: 100 }, (_, n) =>
      sample(n * 1_000, 'catalogue', 200, n + 1),
    );
    samples.push(sample(50_000, 'catalogue', 503, 10_000));
    const windows = [{ name: 'redis', fromMs: 90_000, toMs: 99_000 }];
    expect(latencyOutside(samples, ['catalogue'], windows)).toEqual({
      count: 90,
      p50: 45,
      p99: 90,
    });
  });

  it('holds a race only with one order and every loser told 409 in time', () => {
    const race = { buyers: 3, orders: 1, loserMs: [120, 300], loserStatuses: [409, 409] };
    expect(raceHeld(race, 1_000)).toBe(true);
    expect(raceHeld({ ...race, loserMs: [120, 1_200] }, 1_000)).toBe(false);
    expect(raceHeld({ ...race, loserStatuses: [409, 503] }, 1_000)).toBe(false);
    expect(raceHeld({ ...race, orders: 2, loserMs: [1], loserStatuses: [409] }, 1_000)).toBe(false);
  });
});
