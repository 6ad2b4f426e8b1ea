import { AD_PAGE_ADS, AD_PAGE_CURSOR_MESSAGE } from '@flowers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const MODERATOR = 7_530_000_001;
const SELLER = 7_530_000_002;
let oldestFirst: number[];

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, MODERATOR, { role: 'moderator' });
  await seedUser(t.db, SELLER);
  const base = Date.now() - 3_600_000;
  oldestFirst = [];
  for (let i = 0; i < AD_PAGE_ADS + 2; i += 1) {
    oldestFirst.push(
      await seedAd(t.db, {
        ownerId: SELLER,
        status: 'wait_moder',
        createdAt: new Date(base + i * 1000),
      }),
    );
  }
  await seedAd(t.db, { ownerId: SELLER });
});
afterAll(() => t.close());

const pageOf = (query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/moderate/ads/page${query}`,
    headers: { 'x-initdata': t.initDataFor(MODERATOR) },
  });

describe('GET /api/moderate/ads/page', () => {
  it('gives the ads awaiting moderation oldest first, a page at a time, with how many wait', async () => {
    const first = (await pageOf()).json();
    expect(first.ads).toHaveLength(AD_PAGE_ADS);
    expect(first.total).toBe(AD_PAGE_ADS + 2);
    const second = (await pageOf(`?cursor=${String(first.next_cursor)}`)).json();
    expect(second.next_cursor).toBeNull();
    const ids = [...first.ads, ...second.ads].map((ad: { id: number }) => ad.id);
    expect(ids).toEqual(oldestFirst);
  });

  it('refuses a cursor it did not write with 400 and the Russian reason', async () => {
    const response = await pageOf('?cursor=bm90LWEtY3Vyc29y');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(AD_PAGE_CURSOR_MESSAGE);
  });
});
