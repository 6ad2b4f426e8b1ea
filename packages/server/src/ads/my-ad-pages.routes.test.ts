import { AD_PAGE_ADS, AD_PAGE_CURSOR_MESSAGE } from '@flowers/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads } from '../db/schema.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const SELLER = 7_520_000_001;
const OTHER = 7_520_000_002;
let activeNewestFirst: number[];
let rejected: number;

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, SELLER);
  await seedUser(t.db, OTHER);
  const base = Date.now() - 3_600_000;
  const ids: number[] = [];
  for (let i = 0; i < AD_PAGE_ADS + 2; i += 1) {
    ids.push(await seedAd(t.db, { ownerId: SELLER, createdAt: new Date(base + i * 1000) }));
  }
  await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' });
  await seedAd(t.db, { ownerId: SELLER, status: 'completed' });
  rejected = await seedAd(t.db, { ownerId: SELLER, status: 'edit_rejected' });
  await t.db.update(ads).set({ rejectReason: 'Размытое фото' }).where(eq(ads.id, rejected));
  await seedAd(t.db, { ownerId: OTHER });
  activeNewestFirst = [rejected, ...ids.reverse()];
});
afterAll(() => t.close());

const pageOf = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/my-ads/page${query}`,
    headers: { 'x-initdata': t.initDataFor(SELLER) },
  });

describe('GET /api/my-ads/page', () => {
  it('gives one tab of the seller’s own ads, newest first, a page at a time', async () => {
    const first = (await pageOf('?group=active')).json();
    expect(first.ads).toHaveLength(AD_PAGE_ADS);
    const second = (await pageOf(`?group=active&cursor=${String(first.next_cursor)}`)).json();
    expect(second.next_cursor).toBeNull();
    const ids = [...first.ads, ...second.ads].map((ad: { id: number }) => ad.id);
    expect(ids).toEqual(activeNewestFirst);
  });

  it('counts every tab, whichever is read', async () => {
    const page = (await pageOf('?group=archive')).json();
    expect(page.ads).toHaveLength(1);
    expect(page.counts).toEqual({
      all: AD_PAGE_ADS + 5,
      active: AD_PAGE_ADS + 3,
      moderation: 1,
      archive: 1,
    });
  });

  it('shows the owner the moderator’s reason', async () => {
    const page = (await pageOf('?group=active')).json();
    expect(page.ads[0]).toMatchObject({ id: rejected, reject_reason: 'Размытое фото' });
  });

  it('refuses a tab it does not know, and a cursor it did not write, with 400', async () => {
    expect((await pageOf('?group=sold')).statusCode).toBe(400);
    const response = await pageOf('?cursor=bm90LWEtY3Vyc29y');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(AD_PAGE_CURSOR_MESSAGE);
  });
});
