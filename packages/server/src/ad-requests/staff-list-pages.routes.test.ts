import { AD_PAGE_ADS, AD_PAGE_CURSOR_MESSAGE, type ReviewPage } from '@flowers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReview } from '../ratings/ratings.repository.ts';
import { seedAd, seedRequest, seedUser } from '../test/fixtures.ts';
import { seedOrder } from '../test/order-fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

// The staff's long lists, ours beyond spec §7: each a page at a time behind a cursor.
let t: TestApp;
const MODERATOR = 7_250_000_001;
const SELLER = 7_250_000_002;
const BUYER = 7_250_000_003;
const LISTS = [
  { url: '/api/ad_edits/page', items: 'requests' },
  { url: '/api/ad_delete_requests/page', items: 'requests' },
  { url: '/api/reviews/page', items: 'reviews' },
] as const;
const SEEDED = AD_PAGE_ADS + 1;

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
  await seedUser(t.db, SELLER);
  await seedUser(t.db, BUYER);
  for (let i = 0; i < SEEDED; i += 1) {
    const edited = await seedAd(t.db, { ownerId: SELLER });
    await seedRequest(t.db, edited, SELLER, 'edit', { newTitle: `Пионы №${i}` });
    const deleted = await seedAd(t.db, { ownerId: SELLER, status: 'delete_pending' });
    await seedRequest(t.db, deleted, SELLER, 'delete');
    const sold = await seedAd(t.db, { ownerId: SELLER, status: 'completed' });
    const orderId = await seedOrder(t.db, { adId: sold, buyerId: BUYER, status: 'delivered' });
    await insertReview(t.db, {
      orderId,
      sellerId: SELLER,
      buyerId: BUYER,
      stars: 5,
      text: null,
      createdAt: new Date(),
    });
  }
});
afterAll(() => t.close());

const get = (url: string, userId = MODERATOR) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-initdata': t.initDataFor(userId) } });

describe.each(LISTS)('GET $url', ({ url, items }) => {
  it('gives a full page, then the rest behind its cursor, each item once', async () => {
    const first = (await get(url)).json();
    expect(first[items]).toHaveLength(AD_PAGE_ADS);
    const second = (await get(`${url}?cursor=${String(first.next_cursor)}`)).json();
    expect(second.next_cursor).toBeNull();
    const ids = [...first[items], ...second[items]].map((item: { id: number }) => item.id);
    expect(new Set(ids).size).toBe(SEEDED);
  });

  it('refuses a cursor it did not write with 400 and the Russian reason', async () => {
    const response = await get(`${url}?cursor=bm90LWEtY3Vyc29y`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(AD_PAGE_CURSOR_MESSAGE);
  });

  it('is for staff only', async () => {
    expect((await get(url, BUYER)).statusCode).toBe(403);
  });
});

describe('GET /api/reviews/page?tab=hidden', () => {
  it('gives only the hidden reviews, and counts both tabs over every review', async () => {
    const newest = (await get('/api/reviews/page')).json<ReviewPage>().reviews.slice(0, 2);
    for (const review of newest) {
      const hidden = await t.app.inject({
        method: 'POST',
        url: `/api/reviews/${String(review.id)}/hide`,
        headers: { 'x-initdata': t.initDataFor(MODERATOR) },
        payload: {},
      });
      expect(hidden.statusCode).toBe(200);
    }

    const page = (await get('/api/reviews/page?tab=hidden')).json<ReviewPage>();
    expect(page.reviews.map((review) => review.id)).toEqual(newest.map((review) => review.id));
    expect(page.next_cursor).toBeNull();
    expect(page.counts).toEqual({ all: SEEDED, hidden: 2 });
  });
});
