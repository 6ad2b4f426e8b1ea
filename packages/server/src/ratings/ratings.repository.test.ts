import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueKey } from '../ads/ads.repository.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import {
  countDeliveredOrders,
  insertReview,
  selectRecentReviews,
  selectReviewBatch,
  setReviewHidden,
  sumVisibleStars,
  updateReview,
} from './ratings.repository.ts';

const SELLER = 7_830_000_001;
const BUYER = 7_830_000_002;
const DAY_MS = 24 * 60 * 60 * 1000;

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedUser(database.db, SELLER);
  await seedUser(database.db, BUYER);
});
afterAll(() => database.close());

async function review(stars: number, createdAt = new Date()) {
  const adId = await seedAd(database.db, { ownerId: SELLER, status: 'completed' });
  const orderId = await seedOrder(database.db, { adId, buyerId: BUYER, status: 'delivered' });
  const row = await insertReview(database.db, {
    orderId,
    sellerId: SELLER,
    buyerId: BUYER,
    stars,
    text: null,
    createdAt,
  });
  if (row === null) throw new Error('review not inserted');
  return row;
}

describe('seller reviews in the database', () => {
  it('sums visible stars per seller as numbers, leaving hidden ones out', async () => {
    await review(5);
    await review(4);
    const hidden = await review(1);
    await setReviewHidden(database.db, hidden.id, {
      hiddenAt: new Date(),
      hiddenBy: SELLER,
      hiddenReason: null,
    });
    expect((await sumVisibleStars(database.db, [SELLER])).get(SELLER)).toEqual({
      total: 9,
      count: 2,
    });
    expect(await countDeliveredOrders(database.db, SELLER)).toBe(3);
  });

  it('stores one review per order: a second insert gives null', async () => {
    const first = await review(3);
    const again = await insertReview(database.db, {
      orderId: first.orderId,
      sellerId: SELLER,
      buyerId: BUYER,
      stars: 5,
      text: null,
      createdAt: new Date(),
    });
    expect(again).toBeNull();
  });

  it('changes a review only if it was given after the window’s start', async () => {
    const old = await review(2, new Date(Date.now() - 8 * DAY_MS));
    const windowStart = new Date(Date.now() - 7 * DAY_MS);
    const values = { stars: 5, text: 'позже', updatedAt: new Date() };
    expect(await updateReview(database.db, old.id, values, windowStart)).toBeNull();
    const fresh = await review(2);
    expect(await updateReview(database.db, fresh.id, values, windowStart)).toMatchObject({
      stars: 5,
      text: 'позже',
    });
  });

  it('refuses stars outside 1–5 in the table itself', async () => {
    await expect(review(6)).rejects.toThrow();
  });
});

describe('every review a page at a time', () => {
  it('reads each review once, newest first, however the pages fall', async () => {
    const sameTime = new Date(Date.now() - DAY_MS);
    await review(3, sameTime);
    await review(2, sameTime);
    const whole = await selectRecentReviews(database.db, 1_000);
    const paged: number[] = [];
    let after: CatalogueKey | null = null;
    do {
      const page = await selectReviewBatch(database.db, after, 2);
      paged.push(...page.reviews.map((one) => one.id));
      after = page.next;
    } while (after !== null);
    expect(paged).toEqual(whole.map((one) => one.id));
    expect(new Set(paged).size).toBe(whole.length);
  });
});
