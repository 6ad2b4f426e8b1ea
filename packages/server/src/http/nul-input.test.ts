import { NUL_IN_TEXT } from '@flowers/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInitData } from '../auth/init-data.ts';
import { jpegPhoto, seedAd, seedUser } from '../test/fixtures.ts';
import { multipartBody } from '../test/multipart.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { buildListeningApp, type ListeningApp } from '../test/tbank-harness.ts';
import { TEST_BOT_TOKEN } from '../test/test-app.ts';

// PostgreSQL refuses U+0000 in text and jsonb: every such field must be a 400, not a 500.
const SELLER = 8_400_000_001;
const BUYER = 8_400_000_002;
const MODERATOR = 8_400_000_003;
const ADMIN = 8_400_000_004;
const NUL = 'Розы\u0000';

let t: ListeningApp;
beforeAll(async () => {
  t = await buildListeningApp();
  await seedUser(t.db, SELLER);
  await seedUser(t.db, BUYER);
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
  await seedUser(t.db, ADMIN, { role: 'admin' });
});
afterAll(() => t.close());

const as = (userId: number) => ({ 'x-initdata': t.initDataFor(userId) });

const CHECKOUT = {
  name: 'Анна',
  address: 'Москва, ул. Арбат, 1',
  phone: '+79991234567',
  comment: NUL,
};

const requests: Record<string, () => Promise<InjectOptions>> = {
  'the checkout comment': async () => ({
    method: 'POST',
    url: '/api/tinkoff/pay',
    headers: as(BUYER),
    payload: { ...CHECKOUT, adId: await seedAd(t.db, { ownerId: SELLER }) },
  }),
  'an edit request description': async () => ({
    method: 'POST',
    url: `/api/ads/${await seedAd(t.db, { ownerId: SELLER })}/edit-request`,
    headers: as(SELLER),
    payload: { title: 'Букет роз', price: 6000, description: NUL },
  }),
  'a reject reason': async () => ({
    method: 'POST',
    url: `/api/moderate/ads/${await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' })}/reject`,
    headers: as(MODERATOR),
    payload: { reason: NUL },
  }),
  'an added username': async () => ({
    method: 'POST',
    url: '/api/users',
    headers: as(ADMIN),
    payload: { user_id: '8400000099', username: NUL, role: 'user' },
  }),
  'an order cancel reason': async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
    const orderId = await seedOrder(t.db, { adId, buyerId: BUYER, status: 'created' });
    return {
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: as(ADMIN),
      payload: { reason: NUL },
    };
  },
  'a client error log text': async () => ({
    method: 'POST',
    url: '/api/client-error-log',
    headers: as(BUYER),
    payload: { error: NUL },
  }),
  'a client error log detail': async () => ({
    method: 'POST',
    url: '/api/client-error-log',
    headers: as(BUYER),
    payload: { error: 'Ошибка', details: { response: { text: NUL } } },
  }),
  'a new ad title': async () => {
    const form = multipartBody(
      {
        title: NUL,
        original_price: '7000',
        address: 'г. Москва, ул. Арбат, 10',
        phone: '+79991234567',
      },
      [{ field: 'images', filename: 'a.jpg', contentType: 'image/jpeg', data: await jpegPhoto() }],
    );
    return {
      method: 'POST',
      url: '/api/ads',
      headers: { ...as(SELLER), ...form.headers },
      payload: form.payload,
    };
  },
  'an address query': async () => ({
    method: 'GET',
    url: `/api/address/suggest?q=${encodeURIComponent(NUL)}`,
    headers: as(SELLER),
  }),
};

// The client error log is a union of two shapes: when both fail at `error`, zod answers with
// its own union message.
const MESSAGES: Record<string, string> = { 'a client error log text': 'Неверные входные данные' };

describe('a NUL character in text from outside', () => {
  it.each(Object.keys(requests))('is refused in %s with 400 and a Russian error', async (name) => {
    const request = requests[name];
    if (request === undefined) throw new Error(name);
    const response = await t.app.inject(await request());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: MESSAGES[name] ?? NUL_IN_TEXT });
  });

  it('is dropped from a signed Telegram first name, and the user signs in', async () => {
    const initData = signInitData(
      { user: { id: 8_400_000_010, first_name: NUL, username: 'nul_name' }, authDate: new Date() },
      TEST_BOT_TOKEN,
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/my-orders',
      headers: { 'x-initdata': initData },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
