import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegPhoto } from '../test/fixtures.ts';
import { multipartBody } from '../test/multipart.ts';
import { orderRow } from '../test/order-fixtures.ts';
import {
  ADMIN,
  HOUR_MS,
  WORLD_SETUP_MS,
  moneyOf,
  startSafeDealWorld,
  type HeldOrder,
  type SafeDealWorld,
} from '../test/safe-deal-harness.ts';
import { bankNotification } from '../test/tbank-harness.ts';

let w: SafeDealWorld;
beforeAll(async () => {
  w = await startSafeDealWorld();
}, WORLD_SETUP_MS);
afterAll(() => w.close());

type Step =
  | { kind: 'deliver' | 'confirm' | 'dispute' | 'cancel' | 'lateAuthorized' }
  | { kind: 'decide'; decision: 'capture' | 'release' | 'partial_refund'; refund: number }
  | { kind: 'wait'; hours: number }
  | { kind: 'payout'; share: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom<Step>(
    { kind: 'deliver' },
    { kind: 'confirm' },
    { kind: 'dispute' },
    { kind: 'cancel' },
    { kind: 'lateAuthorized' },
  ),
  fc.record({
    kind: fc.constant('decide' as const),
    decision: fc.constantFrom('capture' as const, 'release' as const, 'partial_refund' as const),
    refund: fc.integer({ min: 1, max: 649_999 }),
  }),
  fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 200 }) }),
  fc.record({ kind: fc.constant('payout' as const), share: fc.double({ min: 0.1, max: 1 }) }),
);

let nextParty = 8_790_000_000;

async function perform(order: HeldOrder, seller: number, buyer: number, s: Step) {
  const url = `/api/orders/${order.id}`;
  switch (s.kind) {
    case 'deliver':
      return w.call('POST', `${url}/moder-delivered`, ADMIN);
    case 'confirm':
      return w.call('POST', `${url}/receipt`, buyer);
    case 'cancel':
      return w.call('POST', `${url}/cancel`, ADMIN);
    case 'dispute': {
      const form = multipartBody({ text: 'Букет не тот, что на фото' }, [
        {
          field: 'photos',
          filename: 'p.jpg',
          contentType: 'image/jpeg',
          data: await jpegPhoto(64, 64),
        },
      ]);
      return w.t.app.inject({
        method: 'POST',
        url: `${url}/dispute`,
        headers: { ...form.headers, 'x-initdata': w.t.initDataFor(buyer) },
        payload: form.payload,
      });
    }
    case 'decide':
      return w.call('POST', `/api/moderator/orders/${order.id}/dispute/decision`, ADMIN, {
        decision: s.decision,
        ...(s.decision === 'partial_refund' && { refund_kopecks: s.refund }),
      });
    case 'wait':
      w.clock.now = new Date(w.clock.now.getTime() + s.hours * HOUR_MS);
      return w.settler.sweep();
    case 'lateAuthorized': {
      // The bank's first notification again, after whatever happened since.
      const row = await orderRow(w.t.db, order.id);
      const body = bankNotification(w.fake.terminal, row, 'AUTHORIZED');
      return w.t.app.inject({ method: 'POST', url: '/api/tinkoff/notification', payload: body });
    }
    case 'payout': {
      const owed = (await w.call('GET', '/api/my-balance', seller)).json().owed_kopecks as number;
      const amount = Math.floor(owed * s.share);
      if (amount <= 0) return null;
      return w.call('POST', `/api/admin/payouts/${seller}`, ADMIN, {
        amount_kopecks: amount,
        paid_on: '2026-11-23',
        reference: `p-${order.id}`,
      });
    }
  }
}

describe('the money of every order adds up, whatever happens in whatever order', () => {
  it('captured − refunded − paid out − commission = owed, by the bank’s own numbers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const seller = (nextParty += 2);
        const buyer = seller + 1;
        const order = await w.heldOrder(seller, buyer, 5000);
        for (const s of steps) {
          const response = await perform(order, seller, buyer, s);
          // Refusals are fine (409 for a step out of turn, 400 for a bad amount); 5xx never.
          if (response !== null && typeof response === 'object' && 'statusCode' in response) {
            expect(response.statusCode, response.body).toBeLessThan(500);
          }
        }
        const bank = await w.bank.getState(order.paymentId);
        const bankNet = ['CONFIRMED', 'PARTIAL_REFUNDED'].includes(bank.Status)
          ? (bank.Amount ?? 0)
          : 0;
        const money = await moneyOf(w, order.id);
        expect((money?.capturedKopecks ?? 0) - (money?.refundedKopecks ?? 0)).toBe(bankNet);
        const balance = (await w.call('GET', '/api/my-balance', seller)).json();
        const commission = Math.max(0, bankNet - 500_000);
        expect(bankNet - balance.paid_out_kopecks - commission - balance.owed_kopecks).toBe(0);
        expect(balance.owed_kopecks).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 10 },
    );
  }, 900_000);
});
