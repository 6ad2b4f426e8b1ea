import { ORDER_UPDATED_EVENT, type OrderTracking, type OrderUpdatedEvent } from '@flowers/domain';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema.ts';
import { jpegPhoto, seedAd, seedUser } from '../test/fixtures.ts';
import { multipartBody } from '../test/multipart.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

const SELLER = 7_810_000_001;
const BUYER = 7_810_000_002;
const STRANGER = 7_810_000_003;
const MODERATOR = 7_810_000_004;

let t: TestApp;
let url: string;
let jpeg: Buffer;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  jpeg = await jpegPhoto(64, 48);
  await seedUser(t.db, SELLER, { username: 'rosa_shop' });
  await seedUser(t.db, BUYER);
  await seedUser(t.db, STRANGER);
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await t.close();
});

const as = (userId: number) => ({ 'x-initdata': t.initDataFor(userId) });

async function giftOrder(buyerId = BUYER, status: 'paid' | 'deleted' = 'paid'): Promise<number> {
  const adId = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
  const id = await seedOrder(t.db, { adId, buyerId, status });
  await t.db
    .update(orders)
    .set({
      paidAt: new Date('2026-11-24T08:00:00Z'),
      deliveryDate: '2026-11-25',
      deliverySlot: '08-10',
      recipientName: 'Ольга',
      recipientPhone: '+79990000001',
      cardMessage: 'С днём рождения!',
    })
    .where(eq(orders.id, id));
  return id;
}

const track = (id: number, userId: number) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${id}/tracking`, headers: as(userId) });

async function signedInSocket(userId: number): Promise<Socket> {
  const socket = connect(url, {
    transports: ['websocket'],
    auth: { initData: t.initDataFor(userId) },
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

const next = (socket: Socket) =>
  new Promise<OrderUpdatedEvent>((resolve) =>
    socket.once(ORDER_UPDATED_EVENT, (payload: OrderUpdatedEvent) => resolve(payload)),
  );

function uploadStagePhoto(id: number, stage: string) {
  const body = multipartBody({}, [
    { field: 'photo', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/photos/${stage}`,
    headers: { ...as(MODERATOR), ...body.headers },
    payload: body.payload,
  });
}

describe('the buyer’s order page (issue 16)', () => {
  it('shows the buyer the status in Russian, the gift details, the seller and support', async () => {
    const id = await giftOrder();
    const response = await track(id, BUYER);
    expect(response.statusCode, response.body).toBe(200);
    const page: OrderTracking = response.json();
    expect(page).toMatchObject({
      id,
      status: 'paid',
      status_label: 'Оплачен',
      delivery: {
        address: 'г. Москва, ул. Арбат, 1',
        date: '2026-11-25',
        slot: '08-10',
        when_label: '25 ноября, 08:00–10:00',
        recipient_name: 'Ольга',
        recipient_phone: '+79990000001',
        card_message: 'С днём рождения!',
      },
      seller: {
        id: String(SELLER),
        display_name: 'rosa_shop',
        rating: { average: null, count: 0 },
        phone: '+79991234567',
      },
      support_url: 'https://t.me/flowers_support',
      can_rate: false,
      rating: null,
    });
    expect(page.steps.map((step) => [step.label, step.at !== null])).toEqual([
      ['Оплачен', true],
      ['Букет в работе', false],
      ['Доставлен', false],
      ['Получение подтверждено', false],
    ]);
  });

  it('refuses a stranger and the seller with 403, and lets staff look', async () => {
    const id = await giftOrder();
    expect((await track(id, STRANGER)).statusCode).toBe(403);
    expect((await track(id, SELLER)).statusCode).toBe(403);
    expect((await track(id, MODERATOR)).statusCode).toBe(200);
  });

  it('answers 404 to the buyer for a deleted order', async () => {
    const id = await giftOrder(BUYER, 'deleted');
    const response = await track(id, BUYER);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Заказ не найден' });
  });

  it('gives the buyer’s open page a stage photo live, and puts it in the gallery', async () => {
    const id = await giftOrder();
    const buyer = await signedInSocket(BUYER);
    const received = next(buyer);
    expect((await uploadStagePhoto(id, 'chat')).statusCode).toBe(200);
    expect(await received).toEqual({ orderId: id, status: 'paid', status_label: 'Оплачен' });
    const page: OrderTracking = (await track(id, BUYER)).json();
    expect(page.stage_photos).toMatchObject([{ stage: 'chat', label: 'Букет собран' }]);
    expect(page.steps[1]?.at).toBe(page.stage_photos[0]?.at);
  });

  it('tells the buyer live when staff mark the order delivered', async () => {
    const id = await giftOrder();
    const buyer = await signedInSocket(BUYER);
    const received = next(buyer);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/moder-delivered`,
      headers: as(MODERATOR),
    });
    expect(await received).toEqual({ orderId: id, status: 'delivered', status_label: 'Доставлен' });
  });

  it('tells no one else about the buyer’s order', async () => {
    const buyersOrder = await giftOrder(BUYER);
    const strangersOrder = await giftOrder(STRANGER);
    const stranger = await signedInSocket(STRANGER);
    const heard: OrderUpdatedEvent[] = [];
    stranger.on(ORDER_UPDATED_EVENT, (event: OrderUpdatedEvent) => heard.push(event));
    const own = next(stranger);
    await uploadStagePhoto(buyersOrder, 'chat');
    // A socket receives in order: had the buyer's event reached it, it would be first.
    await uploadStagePhoto(strangersOrder, 'chat');
    await own;
    expect(heard.map((event) => event.orderId)).toEqual([strangersOrder]);
  });
});
