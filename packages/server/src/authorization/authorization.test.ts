import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../demo/demo-users.ts';
import {
  chatDraftPhotos,
  chatDrafts,
  floristMessages,
  floristThreads,
  orderDisputes,
  sellerReviews,
} from '../db/schema.ts';
import { signTbankRequest } from '../tbank/tbank-token.ts';
import { jpegPhoto, seedAd, seedRequest, seedUser } from '../test/fixtures.ts';
import { multipartBody } from '../test/multipart.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { readContract, type OpenApiDocument } from '../test/api-contract.ts';
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
// Public: health, the settings the app reads before sign-in, the demo's sign-in.
const EVERYONE_SEES = statuses(200, 200, 200, 200, 200, 200);
// A record of one's own, whose existence is nobody else's business.
const OWNER_ONLY_HIDDEN = statuses(401, 200, 404, 404, 404, 403);

const ad = (status: Parameters<typeof seedAd>[1]['status'] = 'new') =>
  seedAd(t.db, { ownerId: IDS.owner, status });

// In the order rows «owner» is the order's buyer; the bouquet is someone else's.
const SELLER = 7_900_000_006;
//                                    anon owner other  mod admin black
const BUYER_OR_STAFF = statuses(401, 200, 403, 200, 200, 403);
const OWNER_OR_ADMIN = statuses(401, 200, 403, 403, 200, 403);
// The buyer passes the access check and meets the order's state; nobody else gets that far.
const BUYER_REFUSED_LATER = statuses(401, 409, 403, 403, 403, 403);

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

let nextDraft = 0;
const draft = async () => {
  const id = `draft${String((nextDraft += 1)).padStart(11, '0')}`;
  await t.db.insert(chatDrafts).values({
    id,
    sellerId: IDS.owner,
    albumKey: id,
    caption: 'Букет пионов',
    status: 'ready',
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });
  // Settled: its photo stored (the bytes are not: a photo's row reads them, and finds none).
  await t.db.insert(chatDraftPhotos).values({
    draftId: id,
    messageId: 1,
    kind: 'photo',
    variants: { card: `drafts/${id}-card.webp`, gallery: `drafts/${id}-gallery.webp` },
  });
  return id;
};

// Issue 40: a thread between the order rows' buyer («owner») and SELLER, with SELLER's message.
const floristThread = async () => {
  const adId = await seedAd(t.db, { ownerId: SELLER });
  const [thread] = await t.db
    .insert(floristThreads)
    .values({ adId, buyerId: IDS.owner, sellerId: SELLER })
    .returning({ id: floristThreads.id });
  if (thread === undefined) throw new Error('thread not inserted');
  const [message] = await t.db
    .insert(floristMessages)
    .values({
      threadId: thread.id,
      sender: 'seller',
      senderId: SELLER,
      text: 'Здравствуйте',
      clientKey: `seed-${thread.id}`,
    })
    .returning({ id: floristMessages.id });
  return { threadId: thread.id, messageId: message?.id ?? 0 };
};
const disputedOrder = async () => {
  const orderId = await order('delivered');
  await t.db.insert(orderDisputes).values({ orderId, text: 'Не тот букет', photos: [] });
  return orderId;
};
const FLORIST_MESSAGE = () => ({ text: 'Можно без лент?', key: randomUUID() });
//                                    anon owner other  mod admin black
const THREAD_SIDES = statuses(401, 200, 404, 404, 404, 403);

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
    name: 'GET /api/ads/{id}/messages',
    prepare: async () => ({ method: 'GET', url: `/api/ads/${await ad()}/messages` }),
    expected: EVERYONE_READS,
  },
  {
    name: 'POST /api/ads/{id}/messages (someone else’s bouquet)',
    prepare: async () => ({
      method: 'POST',
      url: `/api/ads/${await seedAd(t.db, { ownerId: SELLER })}/messages`,
      payload: FLORIST_MESSAGE(),
    }),
    expected: EVERYONE_WRITES,
  },
  {
    name: 'POST /api/ads/{id}/messages (own bouquet)',
    prepare: async () => ({
      method: 'POST',
      url: `/api/ads/${await ad()}/messages`,
      payload: FLORIST_MESSAGE(),
    }),
    expected: statuses(401, 403, 200, 200, 200, 403),
  },
  {
    name: 'GET /api/orders/{id}/messages',
    prepare: async () => ({ method: 'GET', url: `/api/orders/${await order()}/messages` }),
    expected: OWNER_ONLY,
  },
  {
    name: 'GET /api/orders/{id}/messages (in dispute)',
    prepare: async () => ({ method: 'GET', url: `/api/orders/${await disputedOrder()}/messages` }),
    expected: BUYER_OR_STAFF,
  },
  {
    name: 'POST /api/orders/{id}/messages',
    prepare: async () => ({
      method: 'POST',
      url: `/api/orders/${await order()}/messages`,
      payload: FLORIST_MESSAGE(),
    }),
    expected: OWNER_ONLY,
  },
  {
    name: 'POST /api/florist-threads/{id}/messages',
    prepare: async () => ({
      method: 'POST',
      url: `/api/florist-threads/${(await floristThread()).threadId}/messages`,
      payload: FLORIST_MESSAGE(),
    }),
    expected: THREAD_SIDES,
  },
  {
    name: 'POST /api/florist-threads/{id}/messages/{messageId}/report',
    prepare: async () => {
      const { threadId, messageId } = await floristThread();
      return {
        method: 'POST',
        url: `/api/florist-threads/${threadId}/messages/${messageId}/report`,
      };
    },
    expected: THREAD_SIDES,
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
  {
    name: 'GET /api/health/live',
    prepare: async () => ({ method: 'GET', url: '/api/health/live' }),
    expected: EVERYONE_SEES,
  },
  {
    name: 'GET /api/health/ready',
    prepare: async () => ({ method: 'GET', url: '/api/health/ready' }),
    expected: EVERYONE_SEES,
  },
  {
    name: 'GET /api/public-config',
    prepare: async () => ({ method: 'GET', url: '/api/public-config' }),
    expected: EVERYONE_SEES,
  },
  {
    name: 'GET /api/photos/ads/{name} (none such)',
    prepare: async () => ({ method: 'GET', url: '/api/photos/ads/none-such.jpg' }),
    expected: statuses(404, 404, 404, 404, 404, 404),
  },
  {
    name: 'POST /api/telegram/webhook (without the secret)',
    prepare: async () => ({
      method: 'POST',
      url: '/api/telegram/webhook',
      payload: { update_id: 1 },
    }),
    expected: statuses(401, 401, 401, 401, 401, 401),
  },
  {
    name: 'GET /api/users/page',
    prepare: async () => ({ method: 'GET', url: '/api/users/page' }),
    expected: ADMIN_ONLY,
  },
  {
    name: 'POST /api/ads/{id}/share-message (Telegram unreachable from tests)',
    prepare: async () => ({ method: 'POST', url: `/api/ads/${await ad('new')}/share-message` }),
    expected: statuses(401, 409, 409, 409, 409, 403),
  },
  {
    name: 'POST /api/ads/{id}/relist',
    prepare: async () => ({ method: 'POST', url: `/api/ads/${await ad('expired')}/relist` }),
    expected: OWNER_ONLY_HIDDEN,
  },
  {
    name: 'PUT /api/ads/{id}/resubmit',
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
      const url = `/api/ads/${await ad('cancel')}/resubmit`;
      return { method: 'PUT', url, payload: body.payload, headers: body.headers };
    },
    expected: OWNER_ONLY_HIDDEN,
  },
  {
    name: 'GET /api/sellers/{id}/trust',
    prepare: async () => ({ method: 'GET', url: `/api/sellers/${SELLER}/trust` }),
    expected: EVERYONE_READS,
  },
  {
    name: 'GET /api/staff/trusted-sellers',
    prepare: async () => ({ method: 'GET', url: '/api/staff/trusted-sellers' }),
    expected: STAFF_ONLY,
  },
  {
    name: 'POST /api/staff/trusted-sellers/{id}/revoke',
    prepare: async () => ({
      method: 'POST',
      url: `/api/staff/trusted-sellers/${SELLER}/revoke`,
      payload: { reason: 'Жалобы покупателей' },
    }),
    expected: STAFF_ONLY,
  },
  {
    name: 'POST /api/staff/trusted-sellers/{id}/restore',
    prepare: async () => ({ method: 'POST', url: `/api/staff/trusted-sellers/${SELLER}/restore` }),
    expected: STAFF_ONLY,
  },
  {
    name: 'GET /api/me/channel',
    prepare: async () => ({ method: 'GET', url: '/api/me/channel' }),
    expected: EVERYONE_READS,
  },
  {
    name: 'PUT /api/me/channel (Telegram unreachable from tests)',
    prepare: async () => ({
      method: 'PUT',
      url: '/api/me/channel',
      payload: { channel: '@flowers_channel' },
    }),
    expected: statuses(401, 503, 503, 503, 503, 403),
  },
  {
    name: 'DELETE /api/me/channel',
    prepare: async () => ({ method: 'DELETE', url: '/api/me/channel' }),
    expected: EVERYONE_WRITES,
  },
  {
    name: 'GET /api/me/notifications',
    prepare: async () => ({ method: 'GET', url: '/api/me/notifications' }),
    expected: EVERYONE_READS,
  },
  {
    name: 'PUT /api/me/notifications',
    prepare: async () => ({
      method: 'PUT',
      url: '/api/me/notifications',
      payload: { enabled: false },
    }),
    expected: EVERYONE_WRITES,
  },
  {
    name: 'POST /api/me/write-access',
    prepare: async () => ({
      method: 'POST',
      url: '/api/me/write-access',
      payload: { granted: true },
    }),
    expected: EVERYONE_WRITES,
  },
  {
    name: 'GET /api/drafts/{id}',
    prepare: async () => ({ method: 'GET', url: `/api/drafts/${await draft()}` }),
    expected: OWNER_ONLY,
  },
  {
    name: 'DELETE /api/drafts/{id}',
    prepare: async () => ({ method: 'DELETE', url: `/api/drafts/${await draft()}` }),
    expected: OWNER_ONLY,
  },
  {
    name: 'GET /api/drafts/{id}/photos/{index} (its bytes gone)',
    prepare: async () => ({ method: 'GET', url: `/api/drafts/${await draft()}/photos/0` }),
    expected: statuses(401, 404, 403, 403, 403, 403),
  },
  {
    name: 'POST /api/orders/{id}/payment (its payment still being opened)',
    prepare: async () => ({ method: 'POST', url: `/api/orders/${await order('created')}/payment` }),
    expected: BUYER_REFUSED_LATER,
  },
  {
    name: 'POST /api/orders/{id}/receipt (no money held)',
    prepare: async () => ({
      method: 'POST',
      url: `/api/orders/${await order('delivered')}/receipt`,
      payload: { answer: 'received' },
    }),
    expected: BUYER_REFUSED_LATER,
  },
  {
    name: 'POST /api/orders/{id}/dispute (no money held)',
    prepare: async () => {
      const body = multipartBody({ text: 'Букет не тот, что на фото' }, [
        { field: 'photos', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
      ]);
      return {
        method: 'POST',
        url: `/api/orders/${await order('delivered')}/dispute`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    expected: BUYER_REFUSED_LATER,
  },
  {
    name: 'POST /api/moderator/orders/{id}/dispute/decision (no dispute open)',
    prepare: async () => ({
      method: 'POST',
      url: `/api/moderator/orders/${await order('delivered')}/dispute/decision`,
      payload: { decision: 'capture' },
    }),
    expected: statuses(401, 403, 403, 409, 409, 403),
  },
  {
    name: 'GET /api/admin/payouts',
    prepare: async () => ({ method: 'GET', url: '/api/admin/payouts' }),
    expected: ADMIN_ONLY,
  },
  {
    name: 'GET /api/admin/payouts/register.csv',
    prepare: async () => ({ method: 'GET', url: '/api/admin/payouts/register.csv' }),
    expected: ADMIN_ONLY,
  },
  {
    name: 'POST /api/admin/payouts/{sellerId}/card (no card given)',
    prepare: async () => ({ method: 'POST', url: `/api/admin/payouts/${SELLER}/card` }),
    expected: statuses(401, 403, 403, 403, 404, 403),
  },
  {
    name: 'POST /api/admin/payouts/{sellerId} (more than owed)',
    prepare: async () => ({
      method: 'POST',
      url: `/api/admin/payouts/${SELLER}`,
      payload: { amount_kopecks: 100, paid_on: '2026-11-27', reference: 'П-1' },
    }),
    expected: statuses(401, 403, 403, 403, 400, 403),
  },
  {
    name: 'POST /api/admin/payouts/{sellerId}/bank (more than owed)',
    prepare: async () => ({
      method: 'POST',
      url: `/api/admin/payouts/${SELLER}/bank`,
      payload: { amount_kopecks: 100, idempotency_key: randomUUID() },
    }),
    expected: statuses(401, 403, 403, 403, 400, 403),
  },
  {
    name: 'GET /api/my-balance',
    prepare: async () => ({ method: 'GET', url: '/api/my-balance' }),
    expected: EVERYONE_READS,
  },
  {
    name: 'GET /api/my-payout-card',
    prepare: async () => ({ method: 'GET', url: '/api/my-payout-card' }),
    expected: EVERYONE_READS,
  },
  {
    name: 'POST /api/my-payout-card/binding',
    prepare: async () => ({ method: 'POST', url: '/api/my-payout-card/binding' }),
    expected: EVERYONE_WRITES,
  },
  {
    name: 'POST /api/my-payout-card/refresh',
    prepare: async () => ({ method: 'POST', url: '/api/my-payout-card/refresh' }),
    expected: EVERYONE_WRITES,
  },
  {
    name: 'GET /api/admin/reconciliation',
    prepare: async () => ({ method: 'GET', url: '/api/admin/reconciliation' }),
    expected: ADMIN_ONLY,
  },
  {
    name: 'POST /api/admin/reconciliation/run',
    prepare: async () => ({ method: 'POST', url: '/api/admin/reconciliation/run' }),
    expected: ADMIN_ONLY,
  },
  {
    name: 'POST /api/admin/reconciliation/demo-mismatch (nothing paid yet)',
    prepare: async () => ({ method: 'POST', url: '/api/admin/reconciliation/demo-mismatch' }),
    expected: statuses(401, 403, 403, 403, 409, 403),
  },
];

/**
 * Served in demo mode only: the demo's sign-in, and the Telegram chats it plays, where the
 * person trying the demo types as any demo user (`from_user_id`): no sign-in, by design.
 */
const DEMO_USER = DEMO_USERS[0]?.id ?? 0;
const DEMO_ROWS: Row[] = [
  {
    name: 'GET /api/demo/users',
    prepare: async () => ({ method: 'GET', url: '/api/demo/users' }),
    expected: EVERYONE_SEES,
  },
  {
    name: 'POST /api/demo/init-data',
    prepare: async () => ({
      method: 'POST',
      url: '/api/demo/init-data',
      payload: { userId: String(DEMO_USER) },
    }),
    expected: EVERYONE_SEES,
  },
  {
    name: 'GET /api/demo/bot/chats',
    prepare: async () => ({ method: 'GET', url: '/api/demo/bot/chats' }),
    expected: EVERYONE_SEES,
  },
  {
    name: 'POST /api/demo/bot/chats/{chatId}/messages (before the bot has its webhook)',
    prepare: async () => ({
      method: 'POST',
      url: `/api/demo/bot/chats/${DEMO_USER}/messages`,
      payload: { from_user_id: String(DEMO_USER), text: '/start' },
    }),
    expected: statuses(503, 503, 503, 503, 503, 503),
  },
  {
    name: 'POST /api/demo/bot/chats/{chatId}/press (no such message)',
    prepare: async () => ({
      method: 'POST',
      url: `/api/demo/bot/chats/${DEMO_USER}/press`,
      payload: { from_user_id: String(DEMO_USER), message_id: 1, callback_data: 'none' },
    }),
    expected: statuses(404, 404, 404, 404, 404, 404),
  },
  {
    name: 'POST /api/demo/bot/chats/{chatId}/photos (before the bot has its webhook)',
    prepare: async () => {
      const body = multipartBody({ from_user_id: String(DEMO_USER) }, [
        { field: 'photos', filename: 'a.jpg', contentType: 'image/jpeg', data: jpeg },
      ]);
      return {
        method: 'POST',
        url: `/api/demo/bot/chats/${DEMO_USER}/photos`,
        payload: body.payload,
        headers: body.headers,
      };
    },
    expected: statuses(503, 503, 503, 503, 503, 503),
  },
  {
    name: 'POST /api/demo/bot/chats/{chatId}/inline (before the bot has its webhook)',
    prepare: async () => ({
      method: 'POST',
      url: `/api/demo/bot/chats/${DEMO_USER}/inline`,
      payload: { from_user_id: String(DEMO_USER), query: 'пионы' },
    }),
    expected: statuses(503, 503, 503, 503, 503, 503),
  },
  {
    name: 'POST /api/demo/bot/chats/{chatId}/inline-result (no such result)',
    prepare: async () => ({
      method: 'POST',
      url: `/api/demo/bot/chats/${DEMO_USER}/inline-result`,
      payload: { from_user_id: String(DEMO_USER), query_id: 'none', result_id: '1' },
    }),
    expected: statuses(404, 404, 404, 404, 404, 404),
  },
  {
    name: 'POST /api/demo/bot/chats/{chatId}/prepared (no such message)',
    prepare: async () => ({
      method: 'POST',
      url: `/api/demo/bot/chats/${DEMO_USER}/prepared`,
      payload: { from_user_id: String(DEMO_USER), prepared_message_id: 'none' },
    }),
    expected: statuses(404, 404, 404, 404, 404, 404),
  },
  {
    name: 'GET /api/demo/bot/files/{fileId} (none such)',
    prepare: async () => ({ method: 'GET', url: '/api/demo/bot/files/none-such' }),
    expected: statuses(404, 404, 404, 404, 404, 404),
  },
];

async function seedCallers(db: ListeningApp['db']) {
  await seedUser(db, SELLER);
  await seedUser(db, IDS.owner);
  await seedUser(db, IDS.other);
  await seedUser(db, IDS.moderator, { role: 'moderator' });
  await seedUser(db, IDS.admin, { role: 'admin' });
  await seedUser(db, IDS.blacklisted, { blacklisted: true });
}

let demo: ListeningApp;
beforeAll(async () => {
  [t, demo] = await Promise.all([
    buildListeningApp(),
    buildListeningApp({ TELEGRAM_BOT_TOKEN: undefined }),
  ]);
  jpeg = await jpegPhoto(64, 48);
  await Promise.all([seedCallers(t.db), seedCallers(demo.db)]);
});
afterAll(() => Promise.all([t.close(), demo.close()]));

// `GET /api/users/role/{owner}` and `… (delivered)` name the contract's `GET /api/users/role/{userId}`.
const operationOf = (name: string) => name.replace(/ \(.*\)$/, '').replace(/\{[^}]*\}/g, '{}');

describe('the table', () => {
  it('has a row for every operation of the API contract, and none outside it', async () => {
    const contract = JSON.parse((await readContract()).document) as OpenApiDocument;
    const operations = Object.entries(contract.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => operationOf(`${method.toUpperCase()} ${path}`)),
    );
    const tabled = [...ROWS, ...DEMO_ROWS].map(({ name }) => operationOf(name));
    expect(operations.filter((operation) => !tabled.includes(operation))).toEqual([]);
    expect(tabled.filter((operation) => !operations.includes(operation))).toEqual([]);
  });
});

const play = (app: ListeningApp) => async (row: Row, caller: Caller) => {
  const request = await row.prepare();
  const headers = {
    ...request.headers,
    ...(caller === 'anonymous' ? {} : { 'x-initdata': app.initDataFor(IDS[caller]) }),
  };
  const response = await app.app.inject({
    method: request.method,
    url: request.url,
    headers,
    ...(request.payload !== undefined && { payload: request.payload }),
  });
  expect(response.statusCode, response.body).toBe(row.expected[caller]);
};

describe.each(ROWS)('$name', (row) => {
  it.each(CALLERS)('answers %s as the table says', (caller) => play(t)(row, caller));
});

describe.each(DEMO_ROWS)('in demo mode, $name', (row) => {
  it.each(CALLERS)('answers %s as the table says', (caller) => play(demo)(row, caller));
});
