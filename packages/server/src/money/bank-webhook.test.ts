import { rublesToKopecks } from '@flowers/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents } from '../db/schema.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { adStatus, orderRow } from '../test/order-fixtures.ts';
import { buildListeningApp, type ListeningApp } from '../test/tbank-harness.ts';
import { signTbankRequest } from '../tbank/tbank-token.ts';

const SELLER = 8_200_000_001;
const BUYER = 8_200_000_002;

let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp();
  await seedUser(t.db, SELLER);
  await seedUser(t.db, BUYER);
});
afterAll(() => t.close());

type OrderRow = Awaited<ReturnType<typeof orderRow>>;

/** An order through the real checkout: reserved ad, `created`, with T-Bank's PaymentId. */
async function checkout(): Promise<{ order: OrderRow; adId: number }> {
  const adId = await seedAd(t.db, { ownerId: SELLER });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tinkoff/pay',
    headers: { 'x-initdata': t.initDataFor(BUYER) },
    payload: {
      adId,
      name: 'Анна',
      address: 'Москва, ул. Арбат, 1',
      phone: '+79991234567',
      comment: '',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.adId, adId));
  if (order === undefined) throw new Error('no order');
  return { order, adId };
}

function notification(order: OrderRow, status: string, patch: Record<string, unknown> = {}) {
  return {
    TerminalKey: t.terminal.terminalKey,
    OrderId: order.paymentOrderId,
    Success: !['REJECTED'].includes(status),
    Status: status,
    PaymentId: Number(order.paymentId),
    ErrorCode: '0',
    Amount: rublesToKopecks(order.price),
    Pan: '220077******7761',
    ...patch,
  };
}

function send(body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/tinkoff/notification',
    payload: body as object,
  });
}

const signed = (body: Record<string, unknown>) => signTbankRequest(body, t.terminal.password);

const eventsOf = (orderId: number) =>
  t.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId));

describe('POST /api/tinkoff/notification', () => {
  it('marks the order paid on CONFIRMED and answers plain OK', async () => {
    const { order, adId } = await checkout();
    const response = await send(signed(notification(order, 'CONFIRMED')));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'paid' });
    expect(await adStatus(t.db, adId)).toBe('reserved');
  });

  it('refuses a forged notification with 403, changes nothing, and stores nothing', async () => {
    const { order, adId } = await checkout();
    const forged = { ...signed(notification(order, 'CONFIRMED')), Amount: 100 };
    const response = await send(forged);
    expect(response.statusCode).toBe(403);
    const noToken = notification(order, 'CONFIRMED');
    expect((await send(noToken)).statusCode).toBe(403);
    const otherPassword = signTbankRequest(notification(order, 'CONFIRMED'), 'guessed');
    expect((await send(otherPassword)).statusCode).toBe(403);
    expect((await orderRow(t.db, order.id)).status).toBe('created');
    expect(await adStatus(t.db, adId)).toBe('reserved');
    const stored = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, String(order.paymentId)));
    expect(stored).toEqual([]);
  });

  it('takes a replay harmlessly: OK again, stored again, applied once', async () => {
    const { order } = await checkout();
    const body = signed(notification(order, 'CONFIRMED'));
    const first = await send(body);
    const paidAt = (await orderRow(t.db, order.id)).paidAt;
    const replay = await send(body);
    expect([first.body, replay.body]).toEqual(['OK', 'OK']);
    expect((await orderRow(t.db, order.id)).paidAt).toEqual(paidAt);
    expect((await eventsOf(order.id)).map((e) => e.applied)).toEqual([true, false]);
  });

  it('ignores a late AUTHORIZED after CONFIRMED, and a REJECTED after payment', async () => {
    const { order, adId } = await checkout();
    await send(signed(notification(order, 'CONFIRMED')));
    const late = await send(signed(notification(order, 'AUTHORIZED')));
    const rejected = await send(signed(notification(order, 'REJECTED', { ErrorCode: '1051' })));
    expect([late.body, rejected.body]).toEqual(['OK', 'OK']);
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
    expect(await adStatus(t.db, adId)).toBe('reserved');
  });

  it.each(['REJECTED', 'CANCELED', 'DEADLINE_EXPIRED', 'REVERSED'])(
    'cancels an unpaid order on %s and returns the bouquet to the catalogue',
    async (status) => {
      const { order, adId } = await checkout();
      expect((await send(signed(notification(order, status)))).body).toBe('OK');
      expect((await orderRow(t.db, order.id)).status).toBe('cancelled');
      expect(await adStatus(t.db, adId)).toBe('new');
      // A CONFIRMED arriving afterwards cannot bring a cancelled order back.
      await send(signed(notification(order, 'CONFIRMED')));
      expect((await orderRow(t.db, order.id)).status).toBe('cancelled');
    },
  );

  it('records REFUNDED without touching the order', async () => {
    const { order } = await checkout();
    await send(signed(notification(order, 'CONFIRMED')));
    expect((await send(signed(notification(order, 'REFUNDED')))).body).toBe('OK');
    expect((await orderRow(t.db, order.id)).status).toBe('paid');
  });

  it('stores but does not apply a genuine notification whose amount or payment differs', async () => {
    const { order } = await checkout();
    await send(signed(notification(order, 'CONFIRMED', { Amount: 100 })));
    await send(signed(notification(order, 'CONFIRMED', { PaymentId: 1 })));
    expect((await orderRow(t.db, order.id)).status).toBe('created');
    const events = await eventsOf(order.id);
    expect(events.map((e) => [e.verified, e.applied])).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  it('answers OK to a genuine notification for an order it does not know', async () => {
    const body = signed({
      TerminalKey: t.terminal.terminalKey,
      OrderId: '999999-1',
      Status: 'CONFIRMED',
      PaymentId: 42,
      Amount: 100,
    });
    expect((await send(body)).body).toBe('OK');
  });

  it.each([[[]], ['text'], [42]])('answers a body of %j with 400, never 5xx', async (body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tinkoff/notification',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers a signed body with odd field types with a 4xx or OK, never 5xx', async () => {
    const odd = signed({
      TerminalKey: t.terminal.terminalKey,
      OrderId: { $ne: null },
      Status: ['CONFIRMED'],
      PaymentId: true,
      Amount: 'lots',
    });
    const response = await send(odd);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('OK');
  });
});
