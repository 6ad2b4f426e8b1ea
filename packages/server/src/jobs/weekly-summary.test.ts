import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { favorites, notificationsOutbox, orders } from '../db/schema.ts';
import { recordAdView } from '../seller-stats/seller-stats.repository.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { rollUpPastViews, sendWeeklySummaries } from './weekly-summary.ts';

let handle: DatabaseHandle;
const SELLER = 7_294_000_001;
const QUIET = 7_294_000_002;
const ANNA = 7_294_000_003;
const BORIS = 7_294_000_004;
// Thursday 26 November 2026: the last full week is 16–22 November.
const NOW = new Date('2026-11-26T06:00:00Z');
const IN_WEEK = new Date('2026-11-18T12:00:00Z');
const BEFORE_WEEK = new Date('2026-11-15T12:00:00Z');

beforeAll(async () => {
  handle = await openTestDatabase();
  for (const id of [SELLER, QUIET, ANNA, BORIS]) await seedUser(handle.db, id);
  await seedAd(handle.db, { ownerId: QUIET });
  const peonies = await seedAd(handle.db, { ownerId: SELLER, originalPrice: 6500 });
  const roses = await seedAd(handle.db, { ownerId: SELLER, originalPrice: 8000 });
  await recordAdView(handle.db, { adId: peonies, viewerId: ANNA, day: '2026-11-17' });
  await recordAdView(handle.db, { adId: peonies, viewerId: BORIS, day: '2026-11-17' });
  await recordAdView(handle.db, { adId: roses, viewerId: ANNA, day: '2026-11-22' });
  await recordAdView(handle.db, { adId: roses, viewerId: ANNA, day: '2026-11-23' });
  // Rolled-up days and the days not yet rolled up both count.
  await rollUpPastViews(handle.db, new Date('2026-11-19T12:00:00Z'));
  await handle.db.insert(favorites).values([
    { userId: ANNA, adId: peonies, createdAt: IN_WEEK },
    { userId: BORIS, adId: roses, createdAt: BEFORE_WEEK },
  ]);
  for (const [adId, paidAt] of [
    [peonies, IN_WEEK],
    [roses, BEFORE_WEEK],
  ] as const) {
    const id = await seedOrder(handle.db, { adId, buyerId: ANNA, status: 'completed' });
    await handle.db.update(orders).set({ paidAt }).where(eq(orders.id, id));
  }
});
afterAll(() => handle.close());

const summariesTo = (chatId: number) =>
  handle.db
    .select({ payload: notificationsOutbox.payload })
    .from(notificationsOutbox)
    .where(
      and(
        eq(notificationsOutbox.chatId, chatId),
        eq(notificationsOutbox.kind, 'seller.weekly_summary'),
      ),
    );

describe('weekly seller summary', () => {
  it("sums up the seller's week: views, favourites, orders and revenue in rubles", async () => {
    await sendWeeklySummaries(handle.db, NOW);
    const [summary] = await summariesTo(SELLER);
    expect(summary?.payload.text).toBe(
      '📊 Ваша неделя 16–22 ноября\nПросмотры: 3\nВ избранном: 1\nЗаказы: 1\nВыручка: 6\u00a0500\u00a0₽',
    );
  });

  it('sends it once when the job runs twice, on two nodes at once too', async () => {
    await Promise.all([sendWeeklySummaries(handle.db, NOW), sendWeeklySummaries(handle.db, NOW)]);
    expect(await sendWeeklySummaries(handle.db, NOW)).toBe(0);
    expect(await summariesTo(SELLER)).toHaveLength(1);
  });

  it('sends nothing to a seller whose week was quiet', async () => {
    expect(await summariesTo(QUIET)).toEqual([]);
  });
});
