import {
  ORDER_UPDATED_EVENT,
  deliverySlotOptions,
  moscowDate,
  type Order,
  type OrderTracking,
} from '@flowers/domain';
import { and, eq } from 'drizzle-orm';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOutbox, orders } from '../db/schema.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { adStatus } from '../test/order-fixtures.ts';
import { buildListeningApp, submitPaymentForm, type ListeningApp } from '../test/tbank-harness.ts';

const SELLER = 8_110_000_001;
const BUYER = 8_110_000_002;
const MODERATOR = 8_110_000_003;
const DAY_MS = 24 * 60 * 60 * 1000;

const FORM = {
  name: 'Анна Петрова',
  address: 'г. Москва, ул. Арбат, 10',
  phone: '+79991234567',
  email: '',
  comment: '',
};

let t: ListeningApp;

beforeAll(async () => {
  t = await buildListeningApp();
  await seedUser(t.db, SELLER);
  await seedUser(t.db, BUYER);
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
});
afterAll(() => t.close());

const as = (userId: number) => ({ 'x-initdata': t.initDataFor(userId) });

function pay(adId: number, extra: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/tinkoff/pay',
    headers: as(BUYER),
    payload: { adId, ...FORM, ...extra },
  });
}

async function orderIdForAd(adId: number): Promise<number> {
  const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.adId, adId));
  if (row === undefined) throw new Error(`no order for ad ${adId}`);
  return row.id;
}

async function read<T>(url: string, userId: number): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: as(userId) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the flower checkout (issue 16)', () => {
  it('orders a gift with a slot and a card message, shown to the buyer, the seller and staff', async () => {
    // The latest slot on offer stays within the promise however long the test takes.
    const slot = deliverySlotOptions(new Date()).at(-1);
    if (slot === undefined) throw new Error('no slot on offer');
    const adId = await seedAd(t.db, { ownerId: SELLER });
    const response = await pay(adId, {
      delivery_date: slot.date,
      delivery_slot: slot.slot,
      recipient_is_other: true,
      recipient_name: 'Ольга',
      recipient_phone: '+79990000001',
      card_message: 'С днём рождения, мама!',
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = await orderIdForAd(adId);
    const gift = {
      delivery_date: slot.date,
      delivery_slot: slot.slot,
      delivery_when: slot.label,
      recipient_name: 'Ольга',
      recipient_phone: '+79990000001',
      card_message: 'С днём рождения, мама!',
    };
    expect(await read<Order>(`/api/orders/${id}`, BUYER)).toMatchObject({
      ...gift,
      status_label: 'Создан',
    });
    expect(await read<Order>(`/api/orders/${id}`, SELLER)).toMatchObject(gift);
    expect(
      (await read<{ order: Order }>(`/api/moderator/orders/${id}`, MODERATOR)).order,
    ).toMatchObject(gift);
    expect((await read<OrderTracking>(`/api/orders/${id}/tracking`, BUYER)).delivery).toMatchObject(
      { when_label: slot.label, card_message: 'С днём рождения, мама!' },
    );

    const socket = connect(t.url, {
      transports: ['websocket'],
      auth: { initData: t.initDataFor(BUYER) },
      reconnection: false,
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const live = new Promise((resolve) => socket.once(ORDER_UPDATED_EVENT, resolve));
    const { paymentUrl } = response.json<{ paymentUrl: string }>();
    await submitPaymentForm(paymentUrl, '2200 7702 3909 7761');
    expect(await live).toEqual({ orderId: id, status: 'paid', status_label: 'Оплачен' });
    socket.disconnect();
    const [told] = await t.db
      .select()
      .from(notificationsOutbox)
      .where(
        and(eq(notificationsOutbox.chatId, SELLER), eq(notificationsOutbox.kind, 'order.bought')),
      );
    expect(String(told?.payload.text)).toContain('Получатель: Ольга, +79990000001');
    expect(String(told?.payload.text)).toContain('Текст открытки: С днём рождения, мама!');
    const [receipt] = await t.db
      .select()
      .from(notificationsOutbox)
      .where(
        and(eq(notificationsOutbox.chatId, BUYER), eq(notificationsOutbox.kind, 'order.paid')),
      );
    expect(String(receipt?.payload.text)).toContain(`Доставить: ${slot.label}`);
  });

  it('refuses a slot past the 24-hour promise with a Russian 400 and reserves nothing', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER });
    const response = await pay(adId, {
      delivery_date: moscowDate(new Date(Date.now() + 2 * DAY_MS)),
      delivery_slot: '20-22',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Доставка возможна только в течение 24 часов после заказа',
    });
    expect(await adStatus(t.db, adId)).toBe('new');
  });

  it('asks for the recipient’s phone when the recipient is someone else', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER });
    const response = await pay(adId, { recipient_is_other: true, recipient_name: 'Ольга' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Введите телефон получателя' });
  });

  it('refuses a card message over 300 characters', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER });
    const response = await pay(adId, { card_message: 'я'.repeat(301) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Текст открытки: не больше 300 символов' });
  });
});
