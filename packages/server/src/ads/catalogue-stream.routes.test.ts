import { gunzipSync } from 'node:zlib';
import { adListSchema } from '@flowers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

// A shop of seven catalogue ads where a node keeps at most three and reads two at a time.
let t: TestApp;
const SELLER = 7_210_000_001;
const BUYER = 7_210_000_002;
const MINUTE = 60_000;
let newestFirst: number[];

beforeAll(async () => {
  t = await buildTestApp({}, {}, { catalogue: { keptMaxAds: 3, batchAds: 2 } });
  await seedUser(t.db, SELLER);
  await seedUser(t.db, BUYER);
  const base = Date.now() - 60 * MINUTE;
  const ids: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    ids.push(await seedAd(t.db, { ownerId: SELLER, createdAt: new Date(base + i * MINUTE) }));
  }
  // Two ads at the same instant: the id breaks the tie, and neither is lost between batches.
  const sameTime = new Date(base + 3 * MINUTE);
  const twin = await seedAd(t.db, { ownerId: SELLER, createdAt: sameTime });
  await seedAd(t.db, { ownerId: SELLER, status: 'wait_moder' });
  ids.splice(4, 0, twin);
  newestFirst = ids.reverse();
});
afterAll(() => t.close());

const getCatalogue = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/ads',
    headers: { 'x-initdata': t.initDataFor(BUYER), ...headers },
  });
const idsOf = (ads: { id: number }[]) => ads.map((ad) => ad.id);

describe('GET /api/ads of a catalogue larger than a node keeps', () => {
  it('streams every catalogue ad once, newest first, across batches', async () => {
    const response = await getCatalogue();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const ads = adListSchema.parse(response.json());
    expect(idsOf(ads)).toEqual(newestFirst);
  });

  it('streams gzip when asked, decompressing to the same JSON', async () => {
    const plain = await getCatalogue();
    const gzipped = await getCatalogue({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('answers 304 while nothing was written, and the new ad on the next request after a write', async () => {
    const first = await getCatalogue();
    const etag = String(first.headers.etag);
    expect((await getCatalogue({ 'if-none-match': etag })).statusCode).toBe(304);
    // Written behind the app's back, as another node would.
    const added = await seedAd(t.db, { ownerId: SELLER });
    const changed = await getCatalogue({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(idsOf(changed.json())[0]).toBe(added);
  });
});
