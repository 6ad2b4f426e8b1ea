import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, auditLog } from '../db/schema.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const SELLER = 7_400_000_001;
const MODERATOR = 7_400_000_002;
const ADMIN = 7_400_000_003;

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, SELLER);
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
  await seedUser(t.db, ADMIN, { role: 'admin' });
});
afterAll(() => t.close());

const as = (userId: number) => ({ 'x-initdata': t.initDataFor(userId) });
const rowOf = async (id: number) => (await t.db.select().from(ads).where(eq(ads.id, id)))[0];

describe('ad moderation', () => {
  it('lists the ads waiting for moderation, oldest first, for moderators', async () => {
    const first = await seedAd(t.db, {
      ownerId: SELLER,
      status: 'wait_moder',
      createdAt: new Date(Date.now() - 60_000),
    });
    const second = await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' });
    await seedAd(t.db, { ownerId: SELLER, status: 'new' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/moderate/ads',
      headers: as(MODERATOR),
    });
    expect(response.json().map((ad: { id: number }) => ad.id)).toEqual([first, second]);
  });

  it('counts each queue, and lights the badge for pending requests only (spec §4)', async () => {
    const count = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/moderation/count', headers: as(ADMIN) })
      ).json();
    const before = await count();
    await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' });
    const afterNewAd = await count();
    expect(afterNewAd.count).toBe(before.count);
    expect(afterNewAd.queues.ad_moderation).toBe(before.queues.ad_moderation + 1);

    await seedAd(t.db, { ownerId: SELLER, status: 'delete_pending' });
    const afterDelete = await count();
    expect(afterDelete.count).toBe(before.count + 1);
    expect(afterDelete.queues).toEqual({
      ...afterNewAd.queues,
      delete_requests: afterNewAd.queues.delete_requests + 1,
    });
  });

  it('approves an ad into the catalogue and records who approved it', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/moderate/ads/${id}/approve`,
      headers: as(MODERATOR),
    });
    expect(response.statusCode).toBe(200);
    expect((await rowOf(id))?.status).toBe('new');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(audit).toContainEqual(
      expect.objectContaining({ actorId: MODERATOR, action: 'ad.approve' }),
    );
  });

  it('answers 409 when two moderators approve the same ad', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' });
    const url = `/api/moderate/ads/${id}/approve`;
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'POST', url, headers: as(MODERATOR) }),
      t.app.inject({ method: 'POST', url, headers: as(ADMIN) }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('rejects an ad with its reason', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/moderate/ads/${id}/reject`,
      headers: as(MODERATOR),
      payload: { reason: '  Фото не соответствует  ' },
    });
    expect(response.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      status: 'cancel',
      rejectReason: 'Фото не соответствует',
    });
  });

  it('refuses a rejection with a blank reason with «Укажите причину отклонения»', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/moderate/ads/${id}/reject`,
      headers: as(MODERATOR),
      payload: { reason: '   ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Укажите причину отклонения' });
    expect((await rowOf(id))?.status).toBe('wait_moder');
  });

  it('refuses moderation to an ordinary user with 403', async () => {
    const id = await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/moderate/ads',
      headers: as(SELLER),
    });
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/moderate/ads/${id}/approve`,
      headers: as(SELLER),
    });
    expect([list.statusCode, approve.statusCode]).toEqual([403, 403]);
  });
});
