import { SETTLEMENT_CANCEL_REASONS } from '@flowers/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOutbox } from '../db/schema.ts';
import { orderAccountSums } from './ledger/ledger.repository.ts';
import { orderRow } from '../test/order-fixtures.ts';
import {
  ADMIN,
  HOUR_MS,
  WORLD_SETUP_MS,
  moneyOf,
  openDispute,
  startSafeDealWorld,
  type HeldOrder,
  type SafeDealWorld,
} from '../test/safe-deal-harness.ts';

const SELLER = 8_790_000_001;
const BUYER = 8_790_000_002;

let w: SafeDealWorld;
beforeAll(async () => {
  w = await startSafeDealWorld();
}, WORLD_SETUP_MS);
afterAll(() => w.close());

let nextSeller = SELLER;
const balance = async (seller: number) => (await w.call('GET', '/api/my-balance', seller)).json();
const decide = (id: number, body: object) =>
  w.call('POST', `/api/moderator/orders/${id}/dispute/decision`, ADMIN, body);
const ledger = async (id: number) => {
  const sums = await orderAccountSums(w.t.db, id);
  const of = (account: Parameters<typeof sums.get>[0]) => sums.get(account) ?? 0;
  return {
    buyer_captured: of('buyer_captured'),
    seller_payable: of('seller_payable'),
    platform_fee: of('platform_fee'),
    refunds: of('refunds'),
  };
};

/** Delivered, disputed by the buyer, then captured at the bank on its own (a CONFIRMED arrives). */
async function disputedThenCaptured(): Promise<HeldOrder & { seller: number }> {
  nextSeller += 10;
  const order = await w.heldOrder(nextSeller, BUYER, 5000);
  await w.call('POST', `/api/orders/${order.id}/moder-delivered`, ADMIN);
  expect((await openDispute(w, BUYER, order.id)).statusCode).toBe(200);
  await w.bank.confirm(order.paymentId);
  expect((await moneyOf(w, order.id))?.state).toBe('captured');
  return { ...order, seller: nextSeller };
}

describe('a dispute the bank captured on its own before the moderator decided', () => {
  it('decides «Списать оплату»: the capture stands, the deal completes, the seller is owed 5 000 ₽', async () => {
    const order = await disputedThenCaptured();
    const response = await decide(order.id, { decision: 'capture' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'completed',
      safe_deal: { state: 'captured', dispute: { decision: 'capture' } },
    });
    expect(await balance(order.seller)).toMatchObject({ owed_kopecks: 500_000, held_kopecks: 0 });
    expect(await ledger(order.id)).toMatchObject({
      buyer_captured: 0,
      seller_payable: 500_000,
      platform_fee: 150_000,
    });
    expect(
      w.fake.calls.filter((c) => c.body.PaymentId === order.paymentId && c.method === 'Cancel'),
    ).toEqual([]);
  });

  it('decides a partial refund of 2 000 ₽: the bank refunds it, the seller is owed the rest', async () => {
    const order = await disputedThenCaptured();
    const response = await decide(order.id, {
      decision: 'partial_refund',
      refund_kopecks: 200_000,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'completed',
      safe_deal: { state: 'partially_refunded', refunded_kopecks: 200_000 },
    });
    const bank = await w.bank.getState(order.paymentId);
    expect([bank.Status, bank.Amount]).toEqual(['PARTIAL_REFUNDED', 450_000]);
    expect(await balance(order.seller)).toMatchObject({ owed_kopecks: 450_000, held_kopecks: 0 });
    expect(await ledger(order.id)).toMatchObject({
      buyer_captured: 0,
      seller_payable: 450_000,
      platform_fee: 0,
      refunds: 200_000,
    });
  });

  it('decides «Вернуть деньги полностью»: the bank refunds all, the order is cancelled, nobody is owed', async () => {
    const order = await disputedThenCaptured();
    const response = await decide(order.id, { decision: 'release' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      reason: SETTLEMENT_CANCEL_REASONS.disputeReleased,
      safe_deal: { state: 'refunded', refunded_kopecks: 650_000 },
    });
    expect((await w.bank.getState(order.paymentId)).Status).toBe('REFUNDED');
    expect(await balance(order.seller)).toMatchObject({ owed_kopecks: 0, held_kopecks: 0 });
    expect(await ledger(order.id)).toMatchObject({ buyer_captured: 0, refunds: 650_000 });
  });

  it('refuses a partial refund as large as what the bank charged', async () => {
    const order = await disputedThenCaptured();
    const response = await decide(order.id, {
      decision: 'partial_refund',
      refund_kopecks: 650_000,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Сумма частичного возврата должна быть меньше суммы заказа',
    });
  });

  it('keeps the captured dispute due at the hold deadline, and gives all back if nobody decided', async () => {
    const order = await disputedThenCaptured();
    await w.settler.settle(order.id);
    const money = await moneyOf(w, order.id);
    expect(money?.dueAt?.toISOString()).toBe(money?.holdDeadline.toISOString());
    w.clock.now = new Date(w.clock.now.getTime() + 144.1 * HOUR_MS);
    await w.settler.sweep();
    expect((await moneyOf(w, order.id))?.state).toBe('refunded');
    expect(await orderRow(w.t.db, order.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: SETTLEMENT_CANCEL_REASONS.disputeUnresolved,
    });
    expect(await balance(order.seller)).toMatchObject({ owed_kopecks: 0, held_kopecks: 0 });
  });
});

describe('the buyer’s answer after the bank captured on its own', () => {
  it('finishes the deal on «Да, всё хорошо» and the seller is owed at once', async () => {
    nextSeller += 10;
    const order = await w.heldOrder(nextSeller, BUYER, 5000);
    await w.call('POST', `/api/orders/${order.id}/moder-delivered`, ADMIN);
    await w.bank.confirm(order.paymentId);
    const view = (await w.call('GET', `/api/orders/${order.id}`, BUYER)).json();
    expect(view.safe_deal).toMatchObject({ state: 'captured', awaiting_buyer: true });
    const response = await w.call('POST', `/api/orders/${order.id}/receipt`, BUYER);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'completed',
      safe_deal: { state: 'captured' },
    });
    expect(await balance(nextSeller)).toMatchObject({ owed_kopecks: 500_000, held_kopecks: 0 });
  });

  it('asks «Получили букет?» on delivery when the bank captured before it', async () => {
    nextSeller += 10;
    const buyer = BUYER + 5;
    const order = await w.heldOrder(nextSeller, buyer, 5000);
    await w.bank.confirm(order.paymentId);
    const delivered = await w.call('POST', `/api/orders/${order.id}/moder-delivered`, ADMIN);
    expect(delivered.json().safe_deal).toMatchObject({ state: 'captured', awaiting_buyer: true });
    const asked = await w.t.db
      .select()
      .from(notificationsOutbox)
      .where(
        and(
          eq(notificationsOutbox.chatId, buyer),
          eq(notificationsOutbox.kind, 'receipt_question'),
        ),
      );
    expect(asked.map((m) => (m.payload as { text: string }).text)).toEqual([
      expect.stringContaining('Получили букет?'),
    ]);
  });

  it('takes «Есть проблема» too, and the moderator decides it', async () => {
    nextSeller += 10;
    const order = await w.heldOrder(nextSeller, BUYER, 5000);
    await w.call('POST', `/api/orders/${order.id}/moder-delivered`, ADMIN);
    await w.bank.confirm(order.paymentId);
    expect((await openDispute(w, BUYER, order.id)).statusCode).toBe(200);
    expect((await decide(order.id, { decision: 'capture' })).json().status).toBe('completed');
  });
});
