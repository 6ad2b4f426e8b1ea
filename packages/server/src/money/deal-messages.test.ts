import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOutbox, orders } from '../db/schema.ts';
import type { OutboxMessage } from '../notifications/outbox-payload.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import {
  ADMIN,
  HOUR_MS,
  WORLD_SETUP_MS,
  startSafeDealWorld,
  type SafeDealWorld,
  openDispute as openDisputeOf,
} from '../test/safe-deal-harness.ts';
import { submitPaymentForm } from '../test/tbank-harness.ts';

// Issue 26: every change a party cares about is told to them, once.
const SELLER = 8_760_000_001;
const BUYER = 8_760_000_002;

let w: SafeDealWorld;
beforeAll(async () => {
  w = await startSafeDealWorld();
}, WORLD_SETUP_MS);
afterAll(() => w.close());

/** The messages of these kinds queued so far, oldest first. */
async function told(kinds: string[]) {
  const rows = await w.t.db
    .select()
    .from(notificationsOutbox)
    .where(inArray(notificationsOutbox.kind, kinds))
    .orderBy(asc(notificationsOutbox.id));
  return rows.map((row) => ({
    to: row.chatId,
    kind: row.kind,
    ...(row.payload as unknown as OutboxMessage),
  }));
}

/** Messages about one order: its number is in every text. */
async function toldAbout(orderId: number, kinds: string[]) {
  const [order] = await w.t.db.select().from(orders).where(eq(orders.id, orderId));
  return (await told(kinds)).filter((message) => message.text.includes(order?.orderNumber ?? '?'));
}

const deliver = (id: number) => w.call('POST', `/api/orders/${id}/moder-delivered`, ADMIN);

const openDispute = (id: number) => openDisputeOf(w, BUYER, id);

describe('messages of the order’s life (issue 26)', () => {
  it('asks «Получили букет?» with «Да, всё хорошо» and «Есть проблема» buttons answered in the chat', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    await deliver(order.id);
    const [question, ...more] = await toldAbout(order.id, ['receipt_question']);
    expect(more).toEqual([]);
    expect(question?.to).toBe(BUYER);
    expect(question?.buttons?.[0]).toEqual([
      { text: 'Да, всё хорошо', callback: `rcpt:ok:${order.id}` },
      { text: 'Есть проблема', callback: `rcpt:no:${order.id}` },
    ]);
  });

  it('tells the seller once that the buyer confirmed receipt and what they are owed', async () => {
    const order = await w.heldOrder(SELLER, BUYER, 5000);
    await deliver(order.id);
    expect((await w.call('POST', `/api/orders/${order.id}/receipt`, BUYER)).statusCode).toBe(200);
    await w.settler.sweep();
    const messages = await toldAbout(order.id, ['order.deal_done']);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.to).toBe(SELLER);
    expect(messages[0]?.text).toContain('Покупатель подтвердил, что получил заказ');
    expect(messages[0]?.text).toContain('Вам к выплате: 5\u00a0000\u00a0₽');
  });

  it('tells the seller once when the hold is captured after the buyer’s window ends', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    await deliver(order.id);
    w.clock.now = new Date(w.clock.now.getTime() + 25 * HOUR_MS);
    await w.settler.sweep();
    await w.settler.sweep();
    const messages = await toldAbout(order.id, ['order.deal_done']);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.text).toContain('завершена, оплата списана');
  });

  it('acknowledges a dispute to the buyer with «Заявка принята» and tells the seller and staff, once each', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    await deliver(order.id);
    expect((await openDispute(order.id)).statusCode).toBe(200);
    expect((await openDispute(order.id)).statusCode).toBe(409);
    const messages = await toldAbout(order.id, [
      'dispute.accepted',
      'dispute.seller',
      'dispute_opened',
    ]);
    expect(messages.map((m) => [m.kind, m.to])).toEqual([
      ['dispute.accepted', BUYER],
      ['dispute.seller', SELLER],
      ['dispute_opened', 0],
    ]);
    expect(messages[0]?.text).toContain('Заявка принята');
    expect(messages[1]?.text).toContain('Букет пришёл увядшим');
  });

  it('tells both sides the moderator’s decision in their own words, once', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    await deliver(order.id);
    await openDispute(order.id);
    const decide = () =>
      w.call('POST', `/api/moderator/orders/${order.id}/dispute/decision`, ADMIN, {
        decision: 'release',
      });
    expect((await decide()).statusCode).toBe(200);
    expect((await decide()).statusCode).toBe(409);
    const messages = await toldAbout(order.id, ['dispute.decided', 'dispute.decided_seller']);
    expect(messages.map((m) => [m.kind, m.to])).toEqual([
      ['dispute.decided', BUYER],
      ['dispute.decided_seller', SELLER],
    ]);
    expect(messages[0]?.text).toContain('вернуть вам деньги полностью');
  });

  it('tells the buyer once that a declined card cancelled the order', async () => {
    w.clock.now = new Date();
    await seedUser(w.t.db, SELLER);
    await seedUser(w.t.db, BUYER);
    const adId = await seedAd(w.t.db, { ownerId: SELLER });
    const response = await w.call('POST', '/api/tinkoff/pay', BUYER, {
      adId,
      name: 'Анна',
      address: 'г. Москва, ул. Арбат, 1',
      phone: '+79991234567',
    });
    const { paymentUrl } = response.json<{ paymentUrl: string }>();
    await submitPaymentForm(paymentUrl, '2201382000000831');
    await submitPaymentForm(paymentUrl, '2201382000000831');
    const [order] = await w.t.db.select().from(orders).where(eq(orders.adId, adId));
    expect(order?.status).toBe('cancelled');
    const messages = await w.t.db
      .select()
      .from(notificationsOutbox)
      .where(
        and(
          eq(notificationsOutbox.chatId, BUYER),
          eq(notificationsOutbox.kind, 'order.payment_failed'),
        ),
      );
    const mine = messages.filter((m) =>
      (m.payload as unknown as OutboxMessage).text.includes(order?.orderNumber ?? '?'),
    );
    expect(mine).toHaveLength(1);
    expect((mine[0]?.payload as unknown as OutboxMessage).text).toContain(
      'не прошла, заказ отменён',
    );
  });

  it('names the recipient once and the gift’s buyer as «Заказчик» to the seller', async () => {
    const order = await w.heldOrder(SELLER, BUYER);
    const [bought] = await toldAbout(order.id, ['order.bought']);
    expect(bought?.text).toContain('Получатель: Анна, +79991234567');
    expect(bought?.text).not.toContain('Заказчик');
    expect(bought?.text).not.toContain('Вручить');
  });
});
