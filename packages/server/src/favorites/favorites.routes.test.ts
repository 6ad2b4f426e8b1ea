import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const BUYER = 7_500_000_001;
const OTHER = 7_500_000_002;
let adId: number;

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, BUYER);
  await seedUser(t.db, OTHER);
  adId = await seedAd(t.db, { ownerId: OTHER });
});
afterAll(() => t.close());

const as = (userId: number) => ({ 'x-initdata': t.initDataFor(userId) });
const listOf = async (userId: number, caller = userId) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/favorites/${userId}`, headers: as(caller) })
  ).json();

describe('favourites', () => {
  it('adds an ad and lists it as an ad id', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: as(BUYER),
      payload: { user_id: String(BUYER), ad_id: adId },
    });
    expect(response.statusCode).toBe(200);
    expect(await listOf(BUYER)).toEqual([adId]);
  });

  it('accepts adding the same ad twice without an error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: as(BUYER),
      payload: { user_id: BUYER, ad_id: adId },
    });
    expect(response.statusCode).toBe(200);
    expect(await listOf(BUYER)).toEqual([adId]);
  });

  it('removes a favourite', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites/${BUYER}/${adId}`,
      headers: as(BUYER),
    });
    expect(response.statusCode).toBe(200);
    expect(await listOf(BUYER)).toEqual([]);
  });

  it("refuses to read or write another user's favourites with 403", async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/favorites/${OTHER}`,
      headers: as(BUYER),
    });
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: as(BUYER),
      payload: { user_id: String(OTHER), ad_id: adId },
    });
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/favorites/${OTHER}/${adId}`,
      headers: as(BUYER),
    });
    expect([read.statusCode, write.statusCode, remove.statusCode]).toEqual([403, 403, 403]);
  });

  it("answers 404 for someone else's ad that is not in the catalogue", async () => {
    const hidden = await seedAd(t.db, { ownerId: OTHER, status: 'wait_moder' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: as(BUYER),
      payload: { user_id: String(BUYER), ad_id: hidden },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for an unknown ad and 400 for a missing ad_id', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: as(BUYER),
      payload: { user_id: String(BUYER), ad_id: 999_999 },
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/favorites',
      headers: as(BUYER),
      payload: { user_id: String(BUYER) },
    });
    expect([unknown.statusCode, missing.statusCode]).toEqual([404, 400]);
  });
});
