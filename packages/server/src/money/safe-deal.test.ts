import { MONEY_LABELS } from '@flowers/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOutbox } from '../db/schema.ts';
import { adStatus, orderRow } from '../test/order-fixtures.ts';
import {
  ADMIN,
  HOUR_MS,
  WORLD_SETUP_MS,
  moneyOf,
  startSafeDealWorld,
  type SafeDealWorld,
  openDispute as openDisputeOf,
} from '../test/safe-deal-harness.ts';
import { SETTLEMENT_CANCEL_REASONS as CANCEL_REASONS } from '@flowers/domain';

const SELLER = 8_700_000_001;
const BUYER = 8_700_000_002;
const STRANGER = 8_700_000_003;

let w: SafeDealWorld;
beforeAll(async () => {
  w = await startSafeDealWorld();
}, WORLD_SETUP_MS);
afterAll(() => w.close());

const later = (hours: number) => {
  w.clock.now = new Date(w.clock.now.getTime() + hours * HOUR_MS);
};
const bankStatus = async (paymentId: string) => (await w.bank.getState(paymentId)).Status;
const deliver = (id: number) => w.call('POST', `/api/orders/${id}/moder-delivered`, ADMIN);
const confirmReceipt = (id: number, who = BUYER) =>
  w.call('POST', `/api/orders/${id}/receipt`, who);

const openDispute = (id: number, text = 'Букет пришёл увядшим, половина цветов сломана') =>
  openDisputeOf(w, BUYER, id, text);

const decide = (id: number, body: object) =>
  w.call('POST', `/api/moderator/orders/${id}/dispute/decision`, ADMIN, body);

describe('the safe deal: hold at checkout, capture when the deal is done', () => {
  it('holds the money at checkout: the order is paid, the bank says AUTHORIZED', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    expect((await orderRow(w.t.db, order.id)).status).toBe('paid');
    expect(await bankStatus(order.paymentId)).toBe('AUTHORIZED');
    const view = (await w.call('GET', `/api/orders/${order.id}`, BUYER)).json();
    expect(view.safe_deal).toMatchObject({
      state: 'held',
      state_label: MONEY_LABELS.held,
      held_kopecks: 650_000,
      awaiting_buyer: false,
    });
  });

  it('captures at once when the buyer answers «Да, всё хорошо» after delivery', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    expect((await deliver(order.id)).json().safe_deal.awaiting_buyer).toBe(true);
    const response = await confirmReceipt(order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'completed',
      safe_deal: { state: 'captured', state_label: MONEY_LABELS.captured },
    });
    expect(await bankStatus(order.paymentId)).toBe('CONFIRMED');
    expect(await adStatus(w.t.db, order.adId)).toBe('completed');
    expect(await moneyOf(w, order.id)).toMatchObject({ capturedKopecks: 650_000 });
  });

  it('asks the buyer «Получили букет?» through the bot when the bouquet is delivered', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    await deliver(order.id);
    const messages = await w.t.db
      .select()
      .from(notificationsOutbox)
      .where(
        and(
          eq(notificationsOutbox.chatId, BUYER),
          eq(notificationsOutbox.kind, 'receipt_question'),
        ),
      );
    expect(messages.map((m) => (m.payload as { text: string }).text)).toContainEqual(
      expect.stringContaining('Получили букет?'),
    );
  });

  it('refuses the answer before delivery, twice, or from someone else, and changes nothing', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    expect((await confirmReceipt(order.id)).statusCode).toBe(409);
    await deliver(order.id);
    expect((await confirmReceipt(order.id, STRANGER)).statusCode).toBe(403);
    expect((await confirmReceipt(order.id)).statusCode).toBe(200);
    expect((await confirmReceipt(order.id)).statusCode).toBe(409);
    expect(
      w.fake.calls.filter((c) => c.method === 'Confirm' && c.body.PaymentId === order.paymentId),
    ).toHaveLength(1);
  });

  it('captures by itself when the confirmation window ends with no answer', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    await deliver(order.id);
    later(23);
    await w.settler.sweep();
    expect((await moneyOf(w, order.id))?.state).toBe('held');
    later(1.1);
    await w.settler.sweep();
    expect((await moneyOf(w, order.id))?.state).toBe('captured');
    expect((await orderRow(w.t.db, order.id)).status).toBe('completed');
  });

  it('releases the hold when staff cancel before capture (REVERSED)', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    const response = await w.call('POST', `/api/orders/${order.id}/cancel`, ADMIN);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      safe_deal: { state: 'released', state_label: MONEY_LABELS.released },
    });
    expect(await bankStatus(order.paymentId)).toBe('REVERSED');
    expect(await adStatus(w.t.db, order.adId)).toBe('new');
  });

  it('releases a hold not delivered by the hold deadline, and cancels the order', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    later(143);
    await w.settler.sweep();
    expect((await moneyOf(w, order.id))?.state).toBe('held');
    later(1.1);
    await w.settler.sweep();
    expect((await moneyOf(w, order.id))?.state).toBe('released');
    expect(await orderRow(w.t.db, order.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: CANCEL_REASONS.notDelivered,
    });
    expect(await bankStatus(order.paymentId)).toBe('REVERSED');
  });

  it('cancels the order when the bank let the hold lapse before the sweep could capture', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    await deliver(order.id);
    // The bank gives up after 7 days; our sweep did not run in all that time.
    later(7 * 24 + 1);
    await w.settler.sweep();
    expect(await bankStatus(order.paymentId)).toBe('DEADLINE_EXPIRED');
    expect((await moneyOf(w, order.id))?.state).toBe('released');
    expect(await orderRow(w.t.db, order.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: CANCEL_REASONS.holdLapsed,
    });
  });
});

describe('the safe deal: «Есть проблема» and the moderator’s decision', () => {
  it('opens a dispute with text and a photo that staff see and that blocks capture', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    await deliver(order.id);
    const response = await openDispute(order.id);
    expect(response.statusCode, response.body).toBe(200);
    const staffView = (await w.call('GET', `/api/moderator/orders/${order.id}`, ADMIN)).json();
    expect(staffView.order.safe_deal).toMatchObject({
      state: 'held',
      state_label: MONEY_LABELS.disputed,
      dispute: { text: 'Букет пришёл увядшим, половина цветов сломана', decision: null },
    });
    expect(staffView.order.safe_deal.dispute.photos).toHaveLength(1);
    later(25);
    await w.settler.sweep();
    expect((await moneyOf(w, order.id))?.state).toBe('held');
    expect((await confirmReceipt(order.id)).statusCode).toBe(409);
  });

  it('refuses a dispute text that is too short, and opens nothing', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    await deliver(order.id);
    const response = await openDispute(order.id, 'нет');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Опишите проблему: от 5 до 2000 символов' });
    expect(
      (await w.call('GET', `/api/orders/${order.id}`, BUYER)).json().safe_deal.dispute,
    ).toBeNull();
  });

  it('captures less on a partial refund: the bank confirms the rest of the hold', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    await deliver(order.id);
    await openDispute(order.id);
    const response = await decide(order.id, {
      decision: 'partial_refund',
      refund_kopecks: 150_000,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().safe_deal).toMatchObject({
      state: 'captured',
      captured_kopecks: 500_000,
      dispute: { decision: 'partial_refund', decision_label: 'Частичный возврат' },
    });
    const state = await w.bank.getState(order.paymentId);
    expect([state.Status, state.Amount]).toEqual(['CONFIRMED', 500_000]);
  });

  it('releases in full on «Вернуть деньги полностью» and cancels the order', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    await deliver(order.id);
    await openDispute(order.id);
    const response = await decide(order.id, { decision: 'release' });
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      reason: CANCEL_REASONS.disputeReleased,
      safe_deal: { state: 'released' },
    });
    expect(await bankStatus(order.paymentId)).toBe('REVERSED');
  });

  it('captures in full on «Списать оплату», and a second decision is refused', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    await deliver(order.id);
    await openDispute(order.id);
    expect((await decide(order.id, { decision: 'capture' })).json().safe_deal.state).toBe(
      'captured',
    );
    expect((await decide(order.id, { decision: 'release' })).statusCode).toBe(409);
    expect(await bankStatus(order.paymentId)).toBe('CONFIRMED');
  });

  it('refuses a partial refund as large as the order, and a decision from a buyer', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    await deliver(order.id);
    await openDispute(order.id);
    const tooBig = await decide(order.id, { decision: 'partial_refund', refund_kopecks: 650_000 });
    expect(tooBig.statusCode).toBe(400);
    const buyer = await w.call(
      'POST',
      `/api/moderator/orders/${order.id}/dispute/decision`,
      BUYER,
      {
        decision: 'capture',
      },
    );
    expect(buyer.statusCode).toBe(403);
    expect((await moneyOf(w, order.id))?.state).toBe('held');
  });

  it('releases a dispute nobody decided by the hold deadline', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    await deliver(order.id);
    await openDispute(order.id);
    later(144.1);
    await w.settler.sweep();
    expect((await moneyOf(w, order.id))?.state).toBe('released');
    expect((await orderRow(w.t.db, order.id)).cancelReason).toBe(CANCEL_REASONS.disputeUnresolved);
  });
});
