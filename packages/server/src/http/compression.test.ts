import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { COMPRESS_MIN_BYTES } from './compression.ts';

let t: TestApp;
const SELLER = 7_300_000_001;

beforeAll(async () => {
  t = await buildTestApp();
  await seedUser(t.db, SELLER);
  for (let i = 0; i < 5; i += 1) await seedAd(t.db, { ownerId: SELLER });
});
afterAll(() => t.close());

const myAds = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/my-ads',
    headers: {
      'x-initdata': t.initDataFor(SELLER),
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });

describe('response compression', () => {
  it('answers JSON above 1 kB with brotli or gzip, whichever the client accepts', async () => {
    const plain = await myAds();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await myAds('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await myAds('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small JSON answers alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });
});
