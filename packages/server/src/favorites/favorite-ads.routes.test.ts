import { AD_PAGE_ADS, AD_PAGE_CURSOR_MESSAGE } from '@flowers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites } from '../db/schema.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const BUYER = 7_510_000_001;
const SELLER = 7_510_000_002;
const OTHER = 7_510_000_003;
let newestFirst: number[];
let hidden: number;

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, BUYER);
  await seedUser(t.db, SELLER);
  await seedUser(t.db, OTHER);
  const base = Date.now() - 3_600_000;
  const ids: number[] = [];
  for (let i = 0; i < AD_PAGE_ADS + 3; i += 1) {
    ids.push(await seedAd(t.db, { ownerId: SELLER, createdAt: new Date(base + i * 1000) }));
  }
  hidden = await seedAd(t.db, { ownerId: SELLER, status: 'completed' });
  await seedAd(t.db, { ownerId: SELLER });
  await t.db.insert(favorites).values([...ids, hidden].map((adId) => ({ userId: BUYER, adId })));
  newestFirst = ids.reverse();
});
afterAll(() => t.close());

const pageOf = (userId: number, cursor?: string, caller = userId) =>
  t.app.inject({
    method: 'GET',
    url: `/api/favorites/${userId}/ads${cursor === undefined ? '' : `?cursor=${cursor}`}`,
    headers: { 'x-initdata': t.initDataFor(caller) },
  });

describe('GET /api/favorites/{userId}/ads', () => {
  it('gives the favourite ads the catalogue shows, newest first, a page at a time', async () => {
    const first = (await pageOf(BUYER)).json();
    expect(first.ads).toHaveLength(AD_PAGE_ADS);
    expect(typeof first.next_cursor).toBe('string');
    const second = (await pageOf(BUYER, first.next_cursor)).json();
    expect(second.next_cursor).toBeNull();
    const ids = [...first.ads, ...second.ads].map((ad: { id: number }) => ad.id);
    expect(ids).toEqual(newestFirst);
    expect(ids).not.toContain(hidden);
  });

  it("refuses another user's favourites with 403", async () => {
    expect((await pageOf(BUYER, undefined, OTHER)).statusCode).toBe(403);
  });

  it('refuses a cursor it did not write with 400 and the Russian reason', async () => {
    const response = await pageOf(BUYER, 'bm90LWEtY3Vyc29y');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(AD_PAGE_CURSOR_MESSAGE);
  });
});
