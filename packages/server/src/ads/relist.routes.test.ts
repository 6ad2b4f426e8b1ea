import { RELIST_WRONG_STATUS_MESSAGE } from '@flowers/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adPhotos, ads, notificationsOutbox, sellerChannels } from '../db/schema.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { seedTrustedSeller } from '../test/trust-fixtures.ts';

let t: TestApp;
const SELLER = 7_290_000_001;
const OTHER = 7_290_000_002;
const TRUSTED = 7_290_000_003;
const BUYER = 7_290_000_004;
const CHANNEL = -1_007_290_000_003;

beforeAll(async () => {
  t = await buildTestApp();
  for (const id of [SELLER, OTHER, TRUSTED, BUYER]) await seedUser(t.db, id);
  await seedTrustedSeller(t.db, TRUSTED, BUYER);
  await t.db.insert(sellerChannels).values({ sellerId: TRUSTED, chatId: CHANNEL, title: 'Цветы' });
});
afterAll(() => t.close());

const relist = (adId: number, userId = SELLER) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ads/${adId}/relist`,
    headers: { 'x-initdata': t.initDataFor(userId) },
  });

const photoKeys = async (adId: number) =>
  (
    await t.db
      .select({ variants: adPhotos.variants })
      .from(adPhotos)
      .where(eq(adPhotos.adId, adId))
      .orderBy(asc(adPhotos.position))
  ).map((row) => row.variants);

const outboxOf = (kind: string, chatId: number) =>
  t.db
    .select()
    .from(notificationsOutbox)
    .where(and(eq(notificationsOutbox.kind, kind), eq(notificationsOutbox.chatId, chatId)));

describe('POST /api/ads/{id}/relist («Выставить снова»)', () => {
  it('posts an expired bouquet again with its text and stored photos, awaiting moderation', async () => {
    const source = await seedAd(t.db, { ownerId: SELLER, status: 'expired', title: 'Пионы' });
    const response = await relist(source);
    expect(response.statusCode).toBe(200);
    const ad = response.json();
    expect(ad.id).not.toBe(source);
    expect(ad).toMatchObject({ title: 'Пионы', status: 'wait_moder', user_id: String(SELLER) });
    expect(await photoKeys(ad.id)).toEqual(await photoKeys(source));
    const staff = await t.db
      .select({ payload: notificationsOutbox.payload })
      .from(notificationsOutbox)
      .where(eq(notificationsOutbox.kind, 'staff.ad_new'));
    expect(staff.some((row) => String(row.payload.text).includes(`№${ad.id}`))).toBe(true);
  });

  it('posts a sold bouquet again', async () => {
    const source = await seedAd(t.db, { ownerId: SELLER, status: 'completed' });
    const response = await relist(source);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('wait_moder');
  });

  it('makes one new ad of a double tap', async () => {
    const source = await seedAd(t.db, { ownerId: SELLER, status: 'expired' });
    const [first, second] = await Promise.all([relist(source), relist(source)]);
    expect(first?.statusCode).toBe(200);
    expect(second?.statusCode).toBe(200);
    expect(second?.json().id).toBe(first?.json().id);
    const copies = await t.db.select().from(ads).where(eq(ads.relistedFrom, source));
    expect(copies).toHaveLength(1);
    const again = await relist(source);
    expect(again.json().id).toBe(first?.json().id);
  });

  it('shows on the old bouquet which ad it was posted again as', async () => {
    const source = await seedAd(t.db, { ownerId: SELLER, status: 'expired' });
    const relisted = (await relist(source)).json();
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/my-ads',
      headers: { 'x-initdata': t.initDataFor(SELLER) },
    });
    const old = mine.json().find((ad: { id: number }) => ad.id === source);
    expect(old.relisted_as).toBe(relisted.id);
  });

  it(`refuses a bouquet still on sale with «${RELIST_WRONG_STATUS_MESSAGE}»`, async () => {
    const source = await seedAd(t.db, { ownerId: SELLER, status: 'new' });
    const response = await relist(source);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: RELIST_WRONG_STATUS_MESSAGE });
    expect(await t.db.select().from(ads).where(eq(ads.relistedFrom, source))).toEqual([]);
  });

  it('answers «Объявление не найдено» to someone else than the owner', async () => {
    const source = await seedAd(t.db, { ownerId: SELLER, status: 'expired' });
    const response = await relist(source, OTHER);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Объявление не найдено' });
  });

  it("publishes a trusted seller's relisted bouquet at once and posts it to their channel", async () => {
    const source = await seedAd(t.db, { ownerId: TRUSTED, status: 'expired', title: 'Розы' });
    const response = await relist(source, TRUSTED);
    expect(response.statusCode).toBe(200);
    const ad = response.json();
    expect(ad.status).toBe('new');
    expect(ad.seller_trusted).toBe(true);
    const posts = await outboxOf('channel.ad_posted', CHANNEL);
    expect(posts.map((row) => row.payload.postKey)).toContain(`ad:${ad.id}`);
  });
});
