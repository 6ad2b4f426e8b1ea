import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { SHARED_PHOTOS_ENV, buildTestApp, type TestApp } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerSecurity } from './security.ts';

// Read directly: the suite decides whether a Redis server is there before any Config exists.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(redisUrl === undefined)('write limit on two nodes sharing Redis', () => {
  let database: DatabaseHandle;
  let nodeA: TestApp;
  let nodeB: TestApp;

  beforeAll(async () => {
    database = await openTestDatabase();
    const env = {
      REDIS_URL: redisUrl,
      ...SHARED_PHOTOS_ENV,
      WRITE_RATE_LIMIT_PER_MINUTE: '3',
      // Other runs of this suite may share the Redis server; their counters stay apart.
      REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
    };
    nodeA = await buildTestApp(env, { database });
    nodeB = await buildTestApp(env, { database });
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await database?.close();
  });

  it('counts writes made on either node against one limit', async () => {
    const write = (node: TestApp) =>
      node.app
        .inject({
          method: 'POST',
          url: '/api/parse-initdata',
          headers: { 'x-initdata': node.initDataFor(7_130_000_001) },
        })
        .then((response) => response.statusCode);
    const statuses = [await write(nodeA), await write(nodeB), await write(nodeA)];
    expect(statuses).toEqual([200, 200, 200]);
    const refused = await nodeB.app.inject({
      method: 'POST',
      url: '/api/parse-initdata',
      headers: { 'x-initdata': nodeB.initDataFor(7_130_000_001) },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Слишком много запросов. Попробуйте позже.' });
  });
});

describe('write limit while Redis is away', () => {
  it('keeps accepting writes instead of failing them', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    // Never connected, and commands are not queued: every counter update fails at once.
    const absent = new Redis({ lazyConnect: true, enableOfflineQueue: false });
    await registerSecurity(app, {
      writesPerMinute: 1,
      redis: { client: absent, keyPrefix: 'absent:' },
    });
    app.post('/write', async () => ({ ok: true }));
    const statuses = [];
    for (let i = 0; i < 2; i += 1) {
      statuses.push((await app.inject({ method: 'POST', url: '/write' })).statusCode);
    }
    expect(statuses).toEqual([200, 200]);
    await app.close();
  });
});
