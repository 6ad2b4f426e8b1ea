import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notificationsOutbox } from '../db/schema.ts';
import { jpegPhoto, seedAd, seedUser } from '../test/fixtures.ts';
import { multipartBody } from '../test/multipart.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import {
  seedDecidedDispute,
  seedDeliveredOrders,
  seedTrustedSeller,
} from '../test/trust-fixtures.ts';

let t: TestApp;
const TRUSTED = 7_291_000_001;
const NEWCOMER = 7_291_000_002;
const LOST_DISPUTE = 7_291_000_003;
const LOW_RATED = 7_291_000_004;
const BUYER = 7_291_000_005;
const MODERATOR = 7_291_000_006;
const REVOKED = 7_291_000_007;
let jpeg: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  for (const id of [TRUSTED, NEWCOMER, LOST_DISPUTE, LOW_RATED, BUYER, REVOKED]) {
    await seedUser(t.db, id);
  }
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
  await seedTrustedSeller(t.db, TRUSTED, BUYER);
  await seedTrustedSeller(t.db, REVOKED, BUYER);
  const [order] = await seedTrustedSeller(t.db, LOST_DISPUTE, BUYER);
  if (order !== undefined) await seedDecidedDispute(t.db, order, 'partial_refund');
  await seedDeliveredOrders(t.db, LOW_RATED, BUYER, [5, 5, 4, 4, 4]);
  jpeg = await jpegPhoto();
});
afterAll(() => t.close());

const as = (userId: number) => ({ 'x-initdata': t.initDataFor(userId) });

function postAd(userId: number) {
  const body = multipartBody(
    {
      title: 'Букет пионов',
      original_price: '7000',
      address: 'г. Москва, ул. Арбат, 10',
      phone: '+79991234567',
    },
    [{ field: 'images', filename: 'photo.jpg', contentType: 'image/jpeg', data: jpeg }],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/ads',
    headers: { ...as(userId), ...body.headers },
    payload: body.payload,
  });
}

const trustOf = async (sellerId: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/sellers/${sellerId}/trust`, headers: as(BUYER) })
  ).json().trusted;

const staffCall = (action: 'revoke' | 'restore', sellerId: number, userId = MODERATOR) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/trusted-sellers/${sellerId}/${action}`,
    headers: as(userId),
  });

describe('trusted sellers', () => {
  it('publishes a new bouquet of a trusted seller without moderation', async () => {
    const response = await postAd(TRUSTED);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'new', seller_trusted: true });
  });

  it("sends a newcomer's bouquet to moderation", async () => {
    const response = await postAd(NEWCOMER);
    expect(response.json().status).toBe('wait_moder');
    expect(response.json().seller_trusted).toBeUndefined();
  });

  it('marks the bouquet page of a trusted seller «Проверенный продавец»', async () => {
    const adId = await seedAd(t.db, { ownerId: TRUSTED });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/ads/${adId}`,
      headers: as(BUYER),
    });
    expect(response.json().seller_trusted).toBe(true);
    expect(await trustOf(TRUSTED)).toBe(true);
  });

  it('does not trust a seller who lost a dispute', async () => {
    expect(await trustOf(LOST_DISPUTE)).toBe(false);
    expect((await postAd(LOST_DISPUTE)).json().status).toBe('wait_moder');
  });

  it('does not trust a seller rated below 4.5', async () => {
    expect(await trustOf(LOW_RATED)).toBe(false);
  });

  it('lets a moderator revoke the status: the next bouquet waits for moderation', async () => {
    const response = await staffCall('revoke', REVOKED);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ trusted: false, revoked: true, delivered_orders: 5 });
    expect((await postAd(REVOKED)).json().status).toBe('wait_moder');
    const told = await t.db
      .select()
      .from(notificationsOutbox)
      .where(
        and(
          eq(notificationsOutbox.chatId, REVOKED),
          eq(notificationsOutbox.kind, 'seller.trust_revoked'),
        ),
      );
    expect(told).toHaveLength(1);
  });

  it('records one audit entry for a revoke tapped twice', async () => {
    await staffCall('revoke', REVOKED);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'seller.trust_revoke'), eq(auditLog.targetId, String(REVOKED))),
      );
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorId).toBe(MODERATOR);
  });

  it('lists trusted and revoked sellers for staff', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/staff/trusted-sellers',
      headers: as(MODERATOR),
    });
    const ids = response.json().map((entry: { seller_id: string }) => entry.seller_id);
    expect(ids).toEqual([String(TRUSTED), String(REVOKED)]);
  });

  it('lets a moderator restore the status with an audit entry', async () => {
    const response = await staffCall('restore', REVOKED);
    expect(response.json()).toMatchObject({ trusted: true, revoked: false });
    expect((await postAd(REVOKED)).json().status).toBe('new');
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'seller.trust_restore'));
    expect(entries).toHaveLength(1);
  });

  it('refuses a revoke from a user who is not staff with «Недостаточно прав»', async () => {
    const response = await staffCall('revoke', TRUSTED, BUYER);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Недостаточно прав' });
    expect(await trustOf(TRUSTED)).toBe(true);
  });

  it('answers «Продавец не найден» for an unknown seller', async () => {
    const response = await staffCall('revoke', 7_291_999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Продавец не найден' });
  });
});
