import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites } from '../db/schema.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const SELLER = 7_295_000_001;
const ANNA = 7_295_000_002;
const BORIS = 7_295_000_003;

beforeAll(async () => {
  t = await buildTestApp();
  for (const id of [SELLER, ANNA, BORIS]) await seedUser(t.db, id);
});
afterAll(() => t.close());

const get = (url: string, userId: number) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-initdata': t.initDataFor(userId) } });

describe('«Мои объявления» stats', () => {
  it("counts others' openings of the bouquet page once a day each, never the owner's", async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER });
    await t.db.insert(favorites).values({ userId: ANNA, adId });
    for (const viewer of [ANNA, ANNA, BORIS, SELLER, SELLER]) await get(`/api/ads/${adId}`, viewer);
    const page = await get('/api/my-ads/page?group=active', SELLER);
    const ad = page.json().ads.find((mine: { id: number }) => mine.id === adId);
    expect(ad.stats).toEqual({ views: 2, favorites: 1, orders: 0 });
  });

  it('shows no stats to a buyer opening the bouquet', async () => {
    const adId = await seedAd(t.db, { ownerId: SELLER });
    const response = await get(`/api/ads/${adId}`, ANNA);
    expect(response.json().stats).toBeUndefined();
  });
});
