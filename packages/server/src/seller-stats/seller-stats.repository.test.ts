import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { adDailyViews, adViews, favorites } from '../db/schema.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { recordAdView, rollUpAdViews, selectAdStats } from './seller-stats.repository.ts';

let handle: DatabaseHandle;
const SELLER = 7_293_000_001;
const ANNA = 7_293_000_002;
const BORIS = 7_293_000_003;

beforeAll(async () => {
  handle = await openTestDatabase();
  for (const id of [SELLER, ANNA, BORIS]) await seedUser(handle.db, id);
});
afterAll(() => handle.close());

const viewsOf = async (adId: number) => (await selectAdStats(handle.db, [adId])).get(adId)?.views;

describe('bouquet views', () => {
  it('counts one view per person per day', async () => {
    const adId = await seedAd(handle.db, { ownerId: SELLER });
    await recordAdView(handle.db, { adId, viewerId: ANNA, day: '2026-11-20' });
    await recordAdView(handle.db, { adId, viewerId: ANNA, day: '2026-11-20' });
    await recordAdView(handle.db, { adId, viewerId: BORIS, day: '2026-11-20' });
    await recordAdView(handle.db, { adId, viewerId: ANNA, day: '2026-11-21' });
    expect(await viewsOf(adId)).toBe(3);
  });

  it('keeps the count when past days are rolled up, and today stays one per person', async () => {
    const adId = await seedAd(handle.db, { ownerId: SELLER });
    await recordAdView(handle.db, { adId, viewerId: ANNA, day: '2026-11-20' });
    await recordAdView(handle.db, { adId, viewerId: BORIS, day: '2026-11-20' });
    await recordAdView(handle.db, { adId, viewerId: ANNA, day: '2026-11-21' });
    await rollUpAdViews(handle.db, '2026-11-21');
    await recordAdView(handle.db, { adId, viewerId: ANNA, day: '2026-11-21' });
    expect(await viewsOf(adId)).toBe(3);
    expect(await handle.db.select().from(adViews).where(eq(adViews.adId, adId))).toHaveLength(1);
    expect(await handle.db.select().from(adDailyViews).where(eq(adDailyViews.adId, adId))).toEqual([
      { adId, day: '2026-11-20', views: 2 },
    ]);
  });

  it('counts a roll-up run twice once', async () => {
    const adId = await seedAd(handle.db, { ownerId: SELLER });
    await recordAdView(handle.db, { adId, viewerId: ANNA, day: '2026-11-19' });
    await Promise.all([
      rollUpAdViews(handle.db, '2026-11-22'),
      rollUpAdViews(handle.db, '2026-11-22'),
    ]);
    await rollUpAdViews(handle.db, '2026-11-22');
    expect(await viewsOf(adId)).toBe(1);
  });
});

describe('bouquet stats', () => {
  it('counts favourites and paid orders, not an order left unpaid', async () => {
    const adId = await seedAd(handle.db, { ownerId: SELLER });
    await handle.db.insert(favorites).values([
      { userId: ANNA, adId },
      { userId: BORIS, adId },
    ]);
    await seedOrder(handle.db, { adId, buyerId: ANNA, status: 'cancelled' });
    await seedOrder(handle.db, { adId, buyerId: BORIS, status: 'completed' });
    const stats = await selectAdStats(handle.db, [adId]);
    expect(stats.get(adId)).toEqual({ views: 0, favorites: 2, orders: 1 });
  });
});
