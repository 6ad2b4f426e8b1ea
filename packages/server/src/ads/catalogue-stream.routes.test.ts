import { gunzipSync } from 'node:zlib';
import { adListSchema } from '@flowers/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adPhotos } from '../db/schema.ts';
import { CATALOGUE_MAX_AGE_MS } from './catalogue-snapshot.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { seedTrustedSeller } from '../test/trust-fixtures.ts';

// A shop of eight catalogue ads where one node keeps at most three and reads two at a time,
// and another node on the same database keeps the whole of it.
let database: TestDatabase;
let t: TestApp;
let keeping: TestApp;
const SELLER = 7_210_000_001;
const BUYER = 7_210_000_002;
const MINUTE = 60_000;
let newestFirst: number[];

beforeAll(async () => {
  database = await openTestDatabase();
  t = await buildTestApp({}, { database }, { catalogue: { keptMaxAds: 3, batchAds: 2 } });
  keeping = await buildTestApp({}, { database });
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
  // A second photo, and one with no card size: both ways of writing an ad must show them alike.
  await t.db.insert(adPhotos).values({
    adId: twin,
    position: 1,
    variants: { gallery: 'ads/second-1280.webp' },
    width: 1280,
    height: 960,
  });
});
afterAll(async () => {
  await t.close();
  await keeping.close();
  await database.close();
});

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

  it('writes every ad exactly as a node keeping the whole catalogue does', async () => {
    const streamed = (await getCatalogue()).json();
    const kept = await keeping.app.inject({
      method: 'GET',
      url: '/api/ads',
      headers: { 'x-initdata': keeping.initDataFor(BUYER) },
    });
    expect(streamed).toEqual(kept.json());
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

  it('still answers 304 after writes that leave the catalogue alone', async () => {
    const etag = String((await getCatalogue()).headers.etag);
    await seedUser(t.db, 7_210_000_003);
    expect((await getCatalogue({ 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('lets its tag go stale after a kept catalogue’s age, even with nothing written', async () => {
    let clock = Date.now();
    const node = await buildTestApp(
      {},
      { database },
      { catalogue: { keptMaxAds: 3, batchAds: 2 }, now: () => new Date(clock) },
    );
    try {
      const ask = (headers: Record<string, string> = {}) =>
        node.app.inject({
          method: 'GET',
          url: '/api/ads',
          headers: { 'x-initdata': node.initDataFor(BUYER), ...headers },
        });
      const etag = String((await ask()).headers.etag);
      clock += CATALOGUE_MAX_AGE_MS;
      expect((await ask({ 'if-none-match': etag })).statusCode).toBe(200);
    } finally {
      await node.close();
    }
  });

  it('marks a trusted seller’s bouquets in the streamed catalogue, and only theirs', async () => {
    const trustedSeller = await seedUser(t.db, 7_210_000_004);
    await seedTrustedSeller(t.db, trustedSeller, BUYER);
    const adId = await seedAd(t.db, { ownerId: trustedSeller });
    const streamed = adListSchema.parse((await getCatalogue()).json());
    expect(streamed.find((ad) => ad.id === adId)?.seller_trusted).toBe(true);
    expect(streamed.filter((ad) => ad.seller_trusted === true).map((ad) => ad.id)).toEqual([adId]);
  });
});
