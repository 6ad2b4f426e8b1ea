import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../db/schema.ts';
import { jpegPhoto, seedAd, seedUser } from '../test/fixtures.ts';
import { multipartBody } from '../test/multipart.ts';
import { adStatus, orderRow, seedOrder } from '../test/order-fixtures.ts';
import {
  buildListeningApp,
  submitPaymentForm,
  tbankClientFor,
  type ListeningApp,
} from '../test/tbank-harness.ts';

const SELLER = 8_300_000_001;
const BUYER = 8_300_000_002;
const OTHER = 8_300_000_003;
const MODERATOR = 8_300_000_004;
const ADMIN = 8_300_000_005;

let t: ListeningApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await buildListeningApp();
  await seedUser(t.db, SELLER);
  await seedUser(t.db, BUYER);
  await seedUser(t.db, OTHER);
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
  await seedUser(t.db, ADMIN, { role: 'admin' });
  jpeg = await jpegPhoto(320, 240);
});
afterAll(() => t.close());

const as = (userId: number) => ({ 'x-initdata': t.initDataFor(userId) });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, userId = MODERATOR, payload?: object) =>
  t.app.inject({ method, url, headers: as(userId), ...(payload && { payload }) });

async function anOrder(status: Parameters<typeof seedOrder>[1]['status'] = 'paid') {
  const adId = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
  const id = await seedOrder(t.db, { adId, buyerId: BUYER, status });
  return { id, adId };
}

describe('reading orders', () => {
  it('gives the order every spec §3 name, the aliases too', async () => {
    const { id, adId } = await anOrder();
    const response = await call('GET', `/api/orders/${id}`, BUYER);
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toMatchObject({
      id,
      ad_id: adId,
      status: 'paid',
      title: 'Букет тюльпанов',
      price: 7800,
      original_price: 6000,
      address: 'г. Москва, ул. Арбат, 1',
      comment: 'Позвонить заранее',
      cancelled_at: null,
      cancel_reason: null,
      cancellation_reason: null,
      reason: null,
      photos: {},
      seller_username: `user${SELLER}`,
      seller_user_id: String(SELLER),
      seller_id: String(SELLER),
      seller_address: 'г. Москва, ул. Тверская, 1',
      seller_phone: '+79991234567',
      buyer_name: 'Анна',
      buyer_username: `user${BUYER}`,
      buyer_user_id: String(BUYER),
      buyer_id: String(BUYER),
      buyer_phone: '+79991234567',
      buyer_address: 'г. Москва, ул. Арбат, 1',
    });
    expect(order.order_number).toMatch(/^\d{6}-\d{4,}$/);
    expect(order.preview_image).toMatch(/^\/media\/ads\/seed-\d+-480\.webp$/);
    expect(order.image_urls).toEqual([`/media/ads/seed-${adId}-1280.webp`]);
  });

  it('shows an order to its buyer, its seller (without the buyer’s contacts) and staff only', async () => {
    const { id } = await anOrder();
    const url = `/api/orders/${id}`;
    const codes = await Promise.all(
      [BUYER, SELLER, MODERATOR, ADMIN, OTHER].map(
        async (user) => (await call('GET', url, user)).statusCode,
      ),
    );
    expect(codes).toEqual([200, 200, 200, 200, 403]);
    const seen = (await call('GET', url, SELLER)).json();
    expect([seen.buyer_phone, seen.buyer_email]).toEqual([null, null]);
    expect((await call('GET', '/api/orders/99999999', BUYER)).statusCode).toBe(404);
    expect((await call('GET', '/api/orders/abc', BUYER)).statusCode).toBe(400);
  });

  it('lists every order but deleted ones for staff, and refuses others', async () => {
    const { id: kept } = await anOrder('cancelled');
    const { id: deleted } = await anOrder('deleted');
    const ids = (await call('GET', '/api/orders/all', ADMIN))
      .json()
      .map((o: { id: number }) => o.id);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(deleted);
    expect((await call('GET', '/api/orders/all', BUYER)).statusCode).toBe(403);
  });

  it('lists the signed-in buyer’s own orders', async () => {
    const { id } = await anOrder();
    const mine = (await call('GET', '/api/my-orders', BUYER)).json();
    expect(mine.map((o: { id: number }) => o.id)).toContain(id);
    expect(mine.every((o: { buyer_user_id: string }) => o.buyer_user_id === String(BUYER))).toBe(
      true,
    );
    expect((await call('GET', '/api/my-orders', OTHER)).json()).toEqual([]);
  });

  it('finds the active order of an ad, or null when it has none', async () => {
    const { id, adId } = await anOrder('delivered');
    expect((await call('GET', `/api/orders/by-ad/${adId}`)).json()).toEqual({ order: id });
    const free = await seedAd(t.db, { ownerId: SELLER });
    expect((await call('GET', `/api/orders/by-ad/${free}`)).json()).toEqual({ order: null });
    expect((await call('GET', '/api/orders/by-ad/99999999')).statusCode).toBe(404);
  });

  it('wraps the moderator view in { order }', async () => {
    const { id } = await anOrder();
    const response = await call('GET', `/api/moderator/orders/${id}`);
    expect(response.json().order.id).toBe(id);
  });
});

describe('staff actions', () => {
  it('moves paid → delivered → completed, and the bouquet to completed', async () => {
    const { id, adId } = await anOrder('paid');
    const delivered = await call('POST', `/api/orders/${id}/moder-delivered`);
    expect([delivered.statusCode, delivered.json().status]).toEqual([200, 'delivered']);
    expect((await call('POST', `/api/orders/${id}/moder-delivered`)).statusCode).toBe(409);
    const completed = await call('POST', `/api/orders/${id}/complete`);
    expect([completed.statusCode, completed.json().status]).toEqual([200, 'completed']);
    expect(await adStatus(t.db, adId)).toBe('completed');
    expect((await call('POST', `/api/orders/${id}/complete`)).statusCode).toBe(409);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'order'), eq(auditLog.targetId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(['order.markDelivered', 'order.complete']);
  });

  it('answers 404 for an unknown order and 409 when a cancelled order is completed', async () => {
    expect((await call('POST', '/api/orders/99999999/complete')).statusCode).toBe(404);
    const { id } = await anOrder('cancelled');
    const response = await call('POST', `/api/orders/${id}/complete`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Это действие недоступно в текущем статусе заказа' });
  });

  it('completes an unpaid order for staff (spec §4)', async () => {
    const { id, adId } = await anOrder('created');
    const response = await call('POST', `/api/orders/${id}/complete`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, ad_id: adId, status: 'completed' });
  });

  it('refuses to mark an unpaid order delivered with 409 and a Russian reason (issue 40)', async () => {
    const { id, adId } = await anOrder('created');
    const response = await call('POST', `/api/orders/${id}/moder-delivered`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Заказ не оплачен: отметить доставку можно только после оплаты',
    });
    expect((await orderRow(t.db, id)).status).toBe('created');
    expect(await adStatus(t.db, adId)).toBe('reserved');
  });

  it('completes an unpaid order without a rating or a delivered order in the seller’s record (issue 40)', async () => {
    const seller = 8_300_000_040;
    await seedUser(t.db, seller);
    const adId = await seedAd(t.db, { ownerId: seller, status: 'reserved' });
    const id = await seedOrder(t.db, { adId, buyerId: BUYER, status: 'created' });
    expect((await call('POST', `/api/orders/${id}/complete`)).statusCode).toBe(200);
    const tracking = await call('GET', `/api/orders/${id}/tracking`, BUYER);
    expect(tracking.json()).toMatchObject({ status: 'completed', can_rate: false });
    const rating = await call('PUT', `/api/orders/${id}/rating`, BUYER, { stars: 5, text: '' });
    expect(rating.statusCode).toBe(409);
    const profile = await call('GET', `/api/sellers/${seller}`, BUYER);
    expect(profile.json()).toMatchObject({ delivered_orders: 0 });
  });

  it('lets staff correct the gift details, an empty text clearing one', async () => {
    const { id } = await anOrder('paid');
    const set = await call('PUT', `/api/orders/${id}`, ADMIN, {
      recipient_name: 'Ольга',
      recipient_phone: '+79990000001',
      card_message: 'Люблю',
    });
    expect(set.json()).toMatchObject({
      recipient_name: 'Ольга',
      recipient_phone: '+79990000001',
      card_message: 'Люблю',
    });
    const cleared = await call('PUT', `/api/orders/${id}`, ADMIN, { card_message: '' });
    expect(cleared.json()).toMatchObject({ recipient_name: 'Ольга', card_message: null });
  });

  it('edits the delivery details with the checkout rules, by PUT or POST …/edit', async () => {
    const { id } = await anOrder('paid');
    const put = await call('PUT', `/api/orders/${id}`, ADMIN, {
      buyer_address: 'Москва, Тверская ул., 7',
      buyer_phone: '+79990000000',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      buyer_address: 'Москва, Тверская ул., 7',
      address: 'Москва, Тверская ул., 7',
    });
    const post = await call('POST', `/api/orders/${id}/edit`, ADMIN, { name: 'Олег', comment: '' });
    expect(post.json()).toMatchObject({
      buyer_name: 'Олег',
      comment: null,
      buyer_phone: '+79990000000',
    });
    const outside = await call('PUT', `/api/orders/${id}`, ADMIN, {
      buyer_address: 'Тверь, ул. Советская',
    });
    expect([outside.statusCode, outside.json().error]).toEqual([
      400,
      'Только Москва и Московская область',
    ]);
    expect((await call('PUT', `/api/orders/${id}`, ADMIN, {})).statusCode).toBe(400);
    const { id: done } = await anOrder('completed');
    expect((await call('PUT', `/api/orders/${done}`, ADMIN, { name: 'Олег' })).statusCode).toBe(
      409,
    );
  });

  it('cancels an unpaid order without a payment and returns the bouquet', async () => {
    const { id, adId } = await anOrder('created');
    const response = await call('POST', `/api/orders/${id}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Отменён администрацией',
    });
    expect(response.json().cancelled_at).not.toBeNull();
    expect(await adStatus(t.db, adId)).toBe('new');
    expect((await call('POST', `/api/orders/${id}/cancel`)).statusCode).toBe(409);
  });

  it('releases a paid order’s hold through T-Bank Cancel before cancelling it and freeing the bouquet', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER });
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/tinkoff/pay',
      headers: as(BUYER),
      payload: { adId, name: 'Анна', address: 'Москва, Арбат, 1', phone: '+79991234567' },
    });
    await submitPaymentForm(pay.json().paymentUrl, '2201382000000013');
    const [paid] = await t.db.select().from(orders).where(eq(orders.adId, adId));
    expect(paid?.status).toBe('paid');
    const response = await call('POST', `/api/orders/${paid?.id}/cancel`, ADMIN, {
      reason: 'Продавец недоступен',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', reason: 'Продавец недоступен' });
    expect(await adStatus(t.db, adId)).toBe('new');
    const state = await tbankClientFor(t.terminal).getState(String(paid?.paymentId));
    expect(state.Status).toBe('REVERSED');
  });

  it('deletes a finished order, which then leaves every list', async () => {
    const { id } = await anOrder('completed');
    expect((await call('POST', `/api/orders/${id}/delete`, ADMIN)).json().status).toBe('deleted');
    expect((await call('POST', `/api/orders/${id}/delete`, ADMIN)).statusCode).toBe(409);
    expect((await call('GET', `/api/orders/${id}`, BUYER)).statusCode).toBe(404);
  });

  it('deleting an order in progress also returns its bouquet', async () => {
    const { id, adId } = await anOrder('delivered');
    expect((await call('POST', `/api/orders/${id}/delete`, ADMIN)).statusCode).toBe(200);
    expect((await orderRow(t.db, id)).status).toBe('deleted');
    expect(await adStatus(t.db, adId)).toBe('new');
  });
});

describe('POST /api/orders/{id}/photos/{stage}', () => {
  const upload = (id: number | string, stage: string, data: Buffer, field = 'photo') => {
    const body = multipartBody({}, [
      { field, filename: 'stage.jpg', contentType: 'image/jpeg', data },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/photos/${stage}`,
      headers: { ...as(MODERATOR), ...body.headers },
      payload: body.payload,
    });
  };
  const orderFiles = () => readdir(path.join(t.dataDir, 'media', 'orders')).catch(() => []);

  it('stores a stage photo, and a second one replaces the first and its files', async () => {
    const { id } = await anOrder('paid');
    const first = await upload(id, 'chat', jpeg);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().photos.chat).toMatch(/^\/media\/orders\/.+\.webp$/);
    const filesAfterFirst = await orderFiles();
    const second = await upload(id, 'chat', jpeg);
    expect(second.json().photos.chat).not.toBe(first.json().photos.chat);
    expect((await orderFiles()).length).toBe(filesAfterFirst.length);
    const delivery = await upload(id, 'delivery', jpeg);
    expect(Object.keys(delivery.json().photos).sort()).toEqual(['chat', 'delivery']);
  });

  it('refuses an unknown stage, an unknown order, a missing photo and a non-image', async () => {
    const { id } = await anOrder('paid');
    const before = await orderFiles();
    expect((await upload(id, 'selfie', jpeg)).statusCode).toBe(400);
    expect((await upload(99_999_999, 'chat', jpeg)).statusCode).toBe(404);
    expect((await upload(id, 'chat', jpeg, 'images')).json()).toEqual({
      error: 'ERROR: Нет файлов (фото)!',
    });
    expect((await upload(id, 'chat', Buffer.from('not a photo'))).statusCode).toBe(400);
    expect(await orderFiles()).toEqual(before);
  });
});
