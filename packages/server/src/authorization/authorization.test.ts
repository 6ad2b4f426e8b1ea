import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerReviews } from '../db/schema.ts';
import { signTbankRequest } from '../tbank/tbank-token.ts';
import { jpegPhoto, seedAd, seedRequest, seedUser } from '../test/fixtures.ts';
import { multipartBody } from '../test/multipart.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { buildListeningApp, type ListeningApp } from '../test/tbank-harness.ts';

/**
 * Every route against every kind of caller (issue: table-driven authorization). Each cell
 * prepares fresh data, so one caller's success cannot change what the next one sees.
 */
const CALLERS = ['anonymous', 'owner', 'other', 'moderator', 'admin', 'blacklisted'] as const;
type Caller = (typeof CALLERS)[number];

const IDS: Record<Exclude<Caller, 'anonymous'>, number> = {
  owner: 7_900_000_001,
  other: 7_900_000_002,
  moderator: 7_900_000_003,
  admin: 7_900_000_004,
  blacklisted: 7_900_000_005,
};

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

interface Row {
  name: string;
  prepare: () => Promise<Request>;
  expected: Record<Caller, number>;
}

let t: ListeningApp;
let jpeg: Buffer;
let nextUserId = 7_900_100_000;

const statuses = (...codes: number[]): Record<Caller, number> =>
  Object.fromEntries(CALLERS.map((caller, i) => [caller, codes[i]])) as Record<Caller, number>;

//                                   anon owner other  mod admin black
const EVERYONE_READS = statuses(401, 200, 200, 200, 200, 200);
const EVERYONE_WRITES = statuses(401, 200, 200, 200, 200, 403);
const OWNER_ONLY = statuses(401, 200, 403, 403, 403, 403);
const STAFF_ONLY = statuses(401, 403, 403, 200, 200, 403);
const ADMIN_ONLY = statuses(401, 403, 403, 403, 200, 403);

const ad = (status: Parameters<typeof seedAd>[1]['status'] = 'new') =>
  seedAd(t.db, { ownerId: IDS.owner, status });

// In the order rows «owner» is the order's buyer; the bouquet is someone else's.
const SELLER = 7_900_000_006;
//                                    anon owner other  mod admin black
const BUYER_OR_STAFF = statuses(401, 200, 403, 200, 200, 403);
const OWNER_OR_ADMIN = statuses(401, 200, 403, 403, 200, 403);

const order = async (status: Parameters<typeof seedOrder>[1]['status'] = 'paid') => {
  const adId = await seedAd(t.db, { ownerId: SELLER, status: 'reserved' });
  return seedOrder(t.db, { adId, buyerId: IDS.owner, status });
};

const review = async () => {
  const orderId = await order('delivered');
  const [row] = await t.db
    .insert(sellerReviews)
    .values({ orderId, sellerId: SELLER, buyerId: IDS.owner, stars: 1 })
    .returning({ id: sellerReviews.id });
  if (row === undefined) throw new Error('review not inserted');
  return row.id;
};

const CHECKOUT_FORM = { name: 'Анна', address: 'Москва, Арбат, 1', phone: '+79991234567' };
const PAYOUT = { fullName: 'Иванова Анна Сергеевна', bankCardNumber: '2200770239097761' };

const ROWS: Row[] = [
  {
    name: 'GET /api/health',
    prepare: async () => ({ method: 'GET', url: '/api/health' }),
    expected: statuses(200, 200, 200, 200, 200, 200),
  },
  {
    name: 'POST /api/parse-initdata',
    prepare: async () => ({ method: 'POST', url: '/api/parse-initdata' }),
    expected: statuses(401, 200, 200, 200, 200, 200),
  },
  {
    name: 'GET /api/users/role/{owner}',
    prepare: async () => ({ method: 'GET', url: `/api/users/role/${IDS.owner}` }),
    expected: statuses(401, 200, 403, 200, 200, 403),
  },
  {
    name: 'GET /api/ads',
    prepare: async () => ({ method: 'GET', url: '/api/ads' }),
    expected: EVERYONE_READS,
  },
  {
    name: 'GET /api/ads/search',
    prepare: async () => ({ method: 'GET', url: '/api/ads/search?q=тюльпаны&sort=cheap' }),
    expected: EVERYONE_READS,
  },
  {
    name: 'GET /api/ads/{id}',
    prepare: async () => ({ method: 'GET', url: `/api/ads/${await ad()}` }),
    expected: EVERYONE_READS,
  },
  {
    name: 'GET /api/my-ads',
    prepare: async () => ({ method: 'GET', url: '/api/my-ads' }),
    expected: EVERYONE_READS,
  },
  {
    name: 'GET /api/my-ads/page',
    prepare: async () => ({ method: 'GET', url: '/api/my-ads/page' }),
    expected: EVERYONE_READS,
  },
  {
    name: 'POST /api/ads',
    prepare: async () => {
      const body = multipartBody(
        {
          title: 'Букет',
          original_price: '6000',
          address: 'г. Москва, ул. Арбат, 1',
          phone: '+79991234567',
        },
        [{ field: 'images', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg }],
      );
      return { method: 'POST', url: '/api/ads', payload: body.payload, headers: body.headers };
    },
    expected: EVERYONE_WRITES,
  },
  {
    name: 'POST /api/ads/{id}/edit-request',
    prepare: async () => ({
      method: 'POST',
      url: `/api/ads/${await ad()}/edit-request`,
      payload: { title: 'Новое название', price: '7000' },
    }),
    expected: OWNER_ONLY,
  },
  {
    name: 'POST /api/ads/{id}/delete-request',
    prepare: async () => ({ method: 'POST', url: `/api/ads/${await ad()}/delete-request` }),
    expected: OWNER_ONLY,
  },
  {
    name: 'DELETE /api/ads/{id}/admin-delete',
    prepare: async () => ({ method: 'DELETE', url: `/api/ads/${await ad()}/admin-delete` }),
    expected: STAFF_ONLY,
  },
  {
    name: 'GET /api/ad_edits',
    prepare: async () => ({ method: 'GET', url: '/api/ad_edits' }),
    expected: STAFF_ONLY,
  },
  {
    name: 'GET /api/ad_delete_requests',
    prepare: async () => ({ method: 'GET', url: '/api/ad_delete_requests' }),
    expected: STAFF_ONLY,
  },
  {
    name: 'GET /api/ad_edits/page',
    prepare: async () => ({ method: 'GET', url: '/api/ad_edits/page' }),
    expected: STAFF_ONLY,
  },
  {
    name: 'GET /api/ad_delete_requests/page',
    prepare: async () => ({ method: 'GET', url: '/api/ad_delete_requests/page' }),
    expected: STAFF_ONLY,
  },
  {
    name: 'POST /api/ad_edits/{id}/approve',
    prepare: async () => {
      const id = await ad('edit_pending');
      const requestId = await seedRequest(t.db, id, IDS.owner, 'edit', {
        newTitle: 'Новое',
        newOriginalPrice: 7000,
      });
      return { method: 'POST', url: `/api/ad_edits/${requestId}/approve` };
    },
    expected: STAFF_ONLY,
  },
  {
    name: 'POST /api/ad_edits/{id}/reject',
    prepare: async () => {
      const id = await ad('edit_pending');
      const requestId = await seedRequest(t.db, id, IDS.owner, 'edit', {
        newTitle: 'Новое',
        newOriginalPrice: 7000,
      });
      return { method: 'POST', url: `/api/ad_edits/${requestId}/reject` };
    },
    expected: STAFF_ONLY,
  },
  {
    name: 'POST /api/moderate-ad-cancel-delete',
    prepare: async () => {
      const id = await ad('delete_pending');
      await seedRequest(t.db, id, IDS.owner, 'delete');
      return { method: 'POST', url: '/api/moderate-ad-cancel-delete', payload: { ad_id: id } };
    },
    expected: STAFF_ONLY,
  },
  {
    name: 'GET /api/moderate/ads',
    prepare: async () => ({ method: 'GET', url: '/api/moderate/ads' }),
    expected: STAFF_ONLY,
  },
  {
    name: 'GET /api/moderate/ads/page',
    prepare: async () => ({ method: 'GET', url: '/api/moderate/ads/page' }),
    expected: STAFF_ONLY,
  },
  {
    name: 'GET /api/moderation/count',
    prepare: async () => ({ method: 'GET', url: '/api/moderation/count' }),
    expected: STAFF_ONLY,
  },
  {
    name: 'POST /api/moderate/ads/{id}/approve',
    prepare: async () => ({
      method: 'POST',
      url: `/api/moderate/ads/${await ad('wait_moder')}/approve`,
    }),
    expected: STAFF_ONLY,
  },
  {
    name: 'POST /api/moderate/ads/{id}/reject',
    prepare: async () => ({
      method: 'POST',
      url: `/api/moderate/ads/${await ad('wait_moder')}/reject`,
      payload: { reason: 'Плохие фото' },
    }),
    expected: STAFF_ONLY,
  },
  {
    name: 'GET /api/favorites/{owner}',
    prepare: async () => ({ method: 'GET', url: `/api/favorites/${IDS.owner}` }),
    expected: statuses(401, 200, 403, 200, 200, 403),
  },
  {
    name: 'GET /api/favorites/{owner}/ads',
    prepare: async () => ({ method: 'GET', url: `/api/favorites/${IDS.owner}/ads` }),
    expected: statuses(401, 200, 403, 200, 200, 403),
  },
  {
    name: 'POST /api/favorites (owner)',
    prepare: async () => ({
      method: 'POST',
      url: '/api/favorites',
      payload: { user_id: String(IDS.owner), ad_id: await ad() },
    }),
    expected: OWNER_ONLY,
  },
  {
    name: 'DELETE /api/favorites/{owner}/{ad}',
    prepare: async () => ({ method: 'DELETE', url: `/api/favorites/${IDS.owner}/${await ad()}` }),
    expected: OWNER_ONLY,
  },
  {
    name: 'POST /api/client-error-log',
    prepare: async () => ({
      method: 'POST',
      url: '/api/client-error-log',
      payload: { error: 'boom' },
    }),
    expected: EVERYONE_WRITES,
  },
  {
    name: 'GET /api/address/suggest',
    prepare: async () => ({
      method: 'GET',
      url: '/api/address/suggest?q=%D1%85%D0%B8%D0%BC%D0%BA',
    }),
    expected: EVERYONE_READS,
  },
  {
    name: 'GET /api/users',
    prepare: async () => ({ method: 'GET', url: '/api/users' }),
    expected: ADMIN_ONLY,
  },
  {
    name: 'POST /api/users',
    prepare: async () => ({
      method: 'POST',
      url: '/api/users',
      payload: { user_id: String((nextUserId += 1)), username: 'added' },
    }),
    expected: ADMIN_ONLY,
  },
  {
    name: 'POST /api/users/{id}/role',
    prepare: async () => ({
      method: 'POST',
      url: `/api/users/${await seedUser(t.db, (nextUserId += 1))}/role`,
      payload: { role: 'moderator' },
    }),
    expected: ADMIN_ONLY,
  },
  {
    name: 'POST /api/users/{id}/blacklist',
    prepare: async () => ({
      method: 'POST',
      url: `/api/users/${await seedUser(t.db, (nextUserId += 1))}/blacklist`,
      payload: { blacklist: true },
    }),
    expected: ADMIN_ONLY,
  },
  {
    name: 'DELETE /api/users/{id}',
    prepare: async () => ({
      method: 'DELETE',
      url: `/api/users/${await seedUser(t.db, (nextUserId += 1))}`,
    }),
    expected: ADMIN_ONLY,
  },
  {
    name: 'POST /api/tinkoff/pay (owner: their own bouquet)',
    prepare: async () => ({
      method: 'POST',
      url: '/api/tinkoff/pay',
      payload: { adId: await ad(), ...CHECKOUT_FORM },
    }),
    expected: statuses(401, 409, 200, 200, 200, 403),
  },
  {
    name: 'POST /api/tinkoff/notification (public, signed by T-Bank)',
    prepare: async () => ({
      method: 'POST',
      url: '/api/tinkoff/notification',
      payload: signTbankRequest(
        { TerminalKey: t.terminal.terminalKey, OrderId: '0-1', Status: 'CONFIRMED', Amount: 100 },
        t.terminal.password,
      ),
    }),
    expected: statuses(200, 200, 200, 200, 200, 200),
  },
  {
    name: 'GET /api/orders/all',
    prepare: async () => ({ method: 'GET', url: '/api/orders/all' }),
    expected: STAFF_ONLY,
  },
  {
    name: 'GET /api/orders/all/page',
    prepare: async () => ({ method: 'GET', url: '/api/orders/all/page' }),
    expected: STAFF_ONLY,
  },
  {
    name: 'GET /api/orders/by-ad/{adId}',
    prepare: async () => ({ method: 'GET', url: `/api/orders/by-ad/${await ad('reserved')}` }),
    expected: STAFF_ONLY,
  },
  {
    name: 'GET /api/orders/{id}',
    prepare: async () => ({ method: 'GET', url: `/api/orders/${await order()}` }),
    expected: BUYER_OR_STAFF,
  },
  {
    name: 'PUT /api/orders/{id}',
    prepare: async () => ({
      method: 'PUT',
      url: `/api/orders/${await order()}`,
      payload: { comment: 'Позвонить' },
    }),
    expected: STAFF_ONLY,
  },
  {
    name: 'POST /api/orders/{id}/edit',
    prepare: async () => ({
      method: 'POST',
      url: `/api/orders/${await order()}/edit`,
      payload: { name: 'Олег' },
    }),
    expected: STAFF_ONLY,
  },
  {
    name: 'POST /api/orders/{id}/complete',
    prepare: async () => ({ method: 'POST', url: `/api/orders/${await order()}/complete` }),
    expected: STAFF_ONLY,
  },
  {
    name: 'POST /api/orders/{id}/cancel',
    prepare: async () => ({ method: 'POST', url: `/api/orders/${await order('created')}/cancel` }),
    expected: STAFF_ONLY,
  },
  {
    name: 'POST /api/orders/{id}/delete',
    prepare: async () => ({
      method: 'POST',
      url: `/api/orders/${await order('completed')}/delete`,
    }),
    expected: STAFF_ONLY,
  },
  {
    name: 'POST /api/orders/{id}/moder-delivered',
    prepare: async () => ({ method: 'POST', url: `/api/orders/${await order()}/moder-delivered` }),
    expected: STAFF_ONLY,
  },
  {
    name: 'POST /api/orders/{id}/photos/{stage}',
    prepare: async () => {
      const body = multipartBody({}, [
        { field: 'photo', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
      ]);
      return {
        method: 'POST',
        url: `/api/orders/${await order()}/photos/delivery_call`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    expected: STAFF_ONLY,
  },
  {
    name: 'GET /api/moderator/orders/{id}',
    prepare: async () => ({ method: 'GET', url: `/api/moderator/orders/${await order()}` }),
    expected: STAFF_ONLY,
  },
  {
    name: 'GET /api/my-orders',
    prepare: async () => ({ method: 'GET', url: '/api/my-orders' }),
    expected: EVERYONE_READS,
  },
  {
    name: 'GET /api/users/{owner}/payment-info',
    prepare: async () => ({ method: 'GET', url: `/api/users/${IDS.owner}/payment-info` }),
    expected: OWNER_OR_ADMIN,
  },
  {
    name: 'PUT /api/users/{owner}/payment-info',
    prepare: async () => ({
      method: 'PUT',
      url: `/api/users/${IDS.owner}/payment-info`,
      payload: PAYOUT,
    }),
    expected: OWNER_OR_ADMIN,
  },
  {
    name: 'GET /api/orders/{id}/tracking',
    prepare: async () => ({ method: 'GET', url: `/api/orders/${await order()}/tracking` }),
    expected: BUYER_OR_STAFF,
  },
  {
    name: 'PUT /api/orders/{id}/rating (delivered)',
    prepare: async () => ({
      method: 'PUT',
      url: `/api/orders/${await order('delivered')}/rating`,
      payload: { stars: 5, text: 'Спасибо' },
    }),
    expected: OWNER_ONLY,
  },
  {
    name: 'GET /api/sellers/ratings',
    prepare: async () => ({ method: 'GET', url: '/api/sellers/ratings' }),
    expected: EVERYONE_READS,
  },
  {
    name: 'GET /api/sellers/{id}',
    prepare: async () => ({ method: 'GET', url: `/api/sellers/${SELLER}` }),
    expected: EVERYONE_READS,
  },
  {
    name: 'GET /api/reviews',
    prepare: async () => ({ method: 'GET', url: '/api/reviews' }),
    expected: STAFF_ONLY,
  },
  {
    name: 'GET /api/reviews/page',
    prepare: async () => ({ method: 'GET', url: '/api/reviews/page' }),
    expected: STAFF_ONLY,
  },
  {
    name: 'POST /api/reviews/{id}/hide',
    prepare: async () => ({
      method: 'POST',
      url: `/api/reviews/${await review()}/hide`,
      payload: { reason: 'Оскорбления' },
    }),
    expected: STAFF_ONLY,
  },
  {
    name: 'POST /api/reviews/{id}/unhide',
    prepare: async () => ({ method: 'POST', url: `/api/reviews/${await review()}/unhide` }),
    expected: STAFF_ONLY,
  },
];

beforeAll(async () => {
  t = await buildListeningApp();
  jpeg = await jpegPhoto(64, 48);
  await seedUser(t.db, SELLER);
  await seedUser(t.db, IDS.owner);
  await seedUser(t.db, IDS.other);
  await seedUser(t.db, IDS.moderator, { role: 'moderator' });
  await seedUser(t.db, IDS.admin, { role: 'admin' });
  await seedUser(t.db, IDS.blacklisted, { blacklisted: true });
});
afterAll(() => t.close());

describe.each(ROWS)('$name', (row) => {
  it.each(CALLERS)('answers %s as the table says', async (caller) => {
    const request = await row.prepare();
    const headers = {
      ...request.headers,
      ...(caller === 'anonymous' ? {} : { 'x-initdata': t.initDataFor(IDS[caller]) }),
    };
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      headers,
      ...(request.payload !== undefined && { payload: request.payload }),
    });
    expect(response.statusCode, response.body).toBe(row.expected[caller]);
  });
});
