import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  WORLD_SETUP_MS,
  startSafeDealWorld,
  type SafeDealWorld,
} from '../test/safe-deal-harness.ts';

const SELLER = 8_730_000_001;
const BUYER = 8_730_000_002;

let w: SafeDealWorld;
beforeAll(async () => {
  w = await startSafeDealWorld();
}, WORLD_SETUP_MS);
afterAll(() => w.close());

const balance = async (seller: number) => (await w.call('GET', '/api/my-balance', seller)).json();
const payout = (seller: number, kopecks: number) =>
  w.call('POST', `/api/admin/payouts/${seller}`, ADMIN, {
    amount_kopecks: kopecks,
    paid_on: '2026-11-25',
    reference: 'п/п 7',
  });

describe('money captured early, and refunds after a payout', () => {
  it('keeps money the bank captured before delivery held, not owed, so it cannot be paid out', async () => {
    const seller = SELLER;
    const order = await w.heldOrder(seller, BUYER, 5000);
    // Someone confirmed the hold in the bank's merchant panel: a signed CONFIRMED arrives.
    await w.bank.confirm(order.paymentId);
    expect(await balance(seller)).toMatchObject({
      owed_kopecks: 0,
      debt_kopecks: 0,
      held_kopecks: 500_000,
    });
    const refused = await payout(seller, 500_000);
    expect(refused.statusCode).toBe(400);
    const cancelled = await w.call('POST', `/api/orders/${order.id}/cancel`, ADMIN);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balance(seller)).toMatchObject({
      owed_kopecks: 0,
      debt_kopecks: 0,
      held_kopecks: 0,
      paid_out_kopecks: 0,
    });
  });

  it('turns a refund of money already paid out into the seller’s debt, which the next deal pays off', async () => {
    const seller = SELLER + 10;
    const buyer = BUYER + 10;
    const sale = async () => {
      const order = await w.heldOrder(seller, buyer, 5000);
      await w.call('POST', `/api/orders/${order.id}/moder-delivered`, ADMIN);
      const confirmed = await w.call('POST', `/api/orders/${order.id}/receipt`, buyer);
      expect(confirmed.json().safe_deal.state).toBe('captured');
      return order;
    };
    const first = await sale();
    expect((await payout(seller, 500_000)).statusCode).toBe(200);
    // A refund made in the bank's merchant panel after the seller was paid.
    await w.bank.cancel(first.paymentId, 'panel-refund');
    expect(await balance(seller)).toMatchObject({ owed_kopecks: 0, debt_kopecks: 500_000 });
    const line = ((await w.call('GET', '/api/admin/payouts', ADMIN)).json() as object[]).find(
      (row) => (row as { seller_id: string }).seller_id === String(seller),
    );
    expect(line).toMatchObject({ owed_kopecks: 0, debt_kopecks: 500_000 });
    await sale();
    expect(await balance(seller)).toMatchObject({ owed_kopecks: 0, debt_kopecks: 0 });
    expect((await payout(seller, 1)).statusCode).toBe(400);
  });
});
