import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { freePort, proxyInFrontOf, type CuttableProxy } from '../test/network.ts';
import { SHARED_PHOTOS_ENV, buildTestApp, type TestApp } from '../test/test-app.ts';
import { seedAd, seedUser } from '../test/fixtures.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';

const UNAVAILABLE = 'Сервис временно недоступен. Повторите попытку через несколько секунд.';

// Read directly: the suite decides which servers are there before any Config exists.
const redisUrl = process.env.TEST_REDIS_URL;
// Only a PostgreSQL server can be reached through a proxy and lost.
const onPostgres =
  process.env.TEST_DB_DRIVER === 'postgres' && process.env.TEST_DATABASE_URL !== undefined;

const signedWrite = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/parse-initdata',
    headers: { 'x-initdata': t.initDataFor(7_140_000_001) },
  });

// A write that needs the database: signing in answers from the signature alone.
const settingsWrite = (t: TestApp) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/notifications',
    headers: { 'x-initdata': t.initDataFor(7_140_000_001) },
    payload: { enabled: false },
  });

describe('health of a node whose services answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers ready, and /api/health alike, with every service it uses ok', async () => {
    for (const url of ['/api/health/ready', '/api/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ ok: true, checks: { database: 'ok', storage: 'ok' } });
    }
  });

  it('answers live with ok', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

describe.skipIf(redisUrl === undefined)('health of a node with Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ REDIS_URL: redisUrl, ...SHARED_PHOTOS_ENV });
  });
  afterAll(() => t.close());

  it('checks Redis too when REDIS_URL is set', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.json()).toEqual({
      ok: true,
      checks: { database: 'ok', redis: 'ok', storage: 'ok' },
    });
  });
});

describe.skipIf(redisUrl === undefined)('a node that loses Redis', () => {
  let proxy: CuttableProxy;
  let t: TestApp;
  beforeAll(async () => {
    const front = await proxyInFrontOf(redisUrl ?? '', 6379);
    proxy = front.proxy;
    t = await buildTestApp({ REDIS_URL: front.url, ...SHARED_PHOTOS_ENV });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  it('stays ready, saying Redis is degraded, and serves writes meanwhile', async () => {
    await proxy.cut();
    for (const url of ['/api/health/ready', '/api/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ok: true,
        checks: { database: 'ok', redis: 'fail', storage: 'ok' },
        degraded: ['redis'],
      });
    }
    expect((await signedWrite(t)).statusCode).toBe(200);
    await proxy.restore();
  });
});

describe.skipIf(redisUrl === undefined)(
  'a node whose Redis stops answering but keeps its connection',
  () => {
    const metricsToken = 'metrics-token-of-the-freeze-test';
    let proxy: CuttableProxy;
    let t: TestApp;
    beforeAll(async () => {
      const front = await proxyInFrontOf(redisUrl ?? '', 6379);
      proxy = front.proxy;
      t = await buildTestApp({
        REDIS_URL: front.url,
        METRICS_TOKEN: metricsToken,
        ...SHARED_PHOTOS_ENV,
      });
      proxy.blackHole();
    });
    afterAll(async () => {
      await proxy?.restore();
      await t?.close();
      await proxy?.close();
    });

    it('answers a write within 2 s, its write limit lifted meanwhile', async () => {
      const started = Date.now();
      const response = await signedWrite(t);
      expect(response.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it('stays ready, saying Redis is degraded', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ok: true, degraded: ['redis'] });
    });

    it('reports Redis as not connected to Prometheus', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      expect(response.body).toMatch(/^flowers_redis_connected 0$/m);
    });
  },
);

describe('a node whose PostgreSQL cannot be reached', () => {
  let database: DatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    database = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${port}/flowers`,
    });
    t = await buildTestApp({}, { database });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('answers ready and /api/health, saying the database is degraded: every node shares it', async () => {
    for (const url of ['/api/health/ready', '/api/health']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ok: true,
        checks: { database: 'fail', storage: 'ok' },
        degraded: ['database'],
      });
    }
  });

  it('still answers live, since restarting the process would not help', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
  });

  it('answers a write that needs the database with 503, Retry-After and a Russian error, not 500', async () => {
    const response = await settingsWrite(t);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ error: UNAVAILABLE });
  });

  it('signs in from the init data’s signature alone, as a user the node has not seen', async () => {
    const response = await signedWrite(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: '7140000001', username: 'user7140000001' });
  });
});

describe.skipIf(!onPostgres)('a node that loses its PostgreSQL connection and gets it back', () => {
  let database: TestDatabase;
  let proxy: CuttableProxy;
  let proxied: DatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    const front = await proxyInFrontOf(database.url ?? '', 5432);
    proxy = front.proxy;
    proxied = await openDatabase({ kind: 'postgres', url: front.url });
    t = await buildTestApp({}, { database: proxied });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
    await proxy?.close();
    await database?.close();
  });

  it('answers writes 503 with Retry-After while cut off, sign-ins and readiness 200, and serves again once back', async () => {
    expect((await signedWrite(t)).statusCode).toBe(200);

    await proxy.cut();
    const during = await settingsWrite(t);
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect((await signedWrite(t)).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json()).toMatchObject({ ok: true, degraded: ['database'] });

    await proxy.restore();
    expect((await settingsWrite(t)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({
      ok: true,
      checks: { database: 'ok', storage: 'ok' },
    });
  });

  it('shows the catalogue and a bouquet page it holds while cut off', async () => {
    const seller = await seedUser(t.db, 7_140_000_002);
    const adId = await seedAd(t.db, { ownerId: seller, title: 'Пионы на час без базы' });
    const buyer = { 'x-initdata': t.initDataFor(7_140_000_003) };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/ads', headers: buyer })).statusCode,
    ).toBe(200);

    await proxy.cut();
    const catalogue = await t.app.inject({ method: 'GET', url: '/api/ads', headers: buyer });
    const page = await t.app.inject({ method: 'GET', url: `/api/ads/${adId}`, headers: buyer });
    await proxy.restore();

    expect(catalogue.statusCode).toBe(200);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id: adId, title: 'Пионы на час без базы' });
  });

  it('answers search’s first pages from the catalogue it holds while cut off (#42)', async () => {
    const seller = await seedUser(t.db, 7_140_000_004);
    await seedAd(t.db, { ownerId: seller, title: 'Розы без базы' });
    const adId = await seedAd(t.db, { ownerId: seller, title: 'Тюльпаны без базы' });
    const buyer = { 'x-initdata': t.initDataFor(7_140_000_005) };
    const search = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/ads/search${query}`, headers: buyer });
    // Rows written behind the app's back show once the node has checked the version (1 s).
    const holds = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/ads', headers: buyer }))
        .json<{ id: number }[]>()
        .some((ad) => ad.id === adId);
    for (let tries = 0; tries < 30 && !(await holds()); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const cursor = (await search('?limit=1')).json<{ next_cursor: string }>().next_cursor;

    await proxy.cut();
    const [first, found, next] = [
      await search(''),
      await search('?q=тюльпаны&limit=1'),
      await search(`?limit=1&cursor=${cursor}`),
    ];
    await proxy.restore();

    expect(first.statusCode).toBe(200);
    expect(first.json<{ ads: { id: number }[] }>().ads.map((ad) => ad.id)).toContain(adId);
    // Title matches first; every seeded ad says «Свежие тюльпаны» below it.
    expect(found.json()).toMatchObject({ ads: [{ id: adId }], next_cursor: null });
    // A next page points into the database's order: it waits for the database.
    expect(next.statusCode).toBe(503);
  });
});
