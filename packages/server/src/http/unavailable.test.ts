import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pingDatabase, type DatabaseHandle } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { createDiskStorage } from '../media/disk-storage.ts';
import { freePort } from '../test/network.ts';
import { createReadinessProbe } from './readiness.ts';
import { isUnavailableError } from './unavailable.ts';

const failureOf = async (work: () => Promise<unknown>): Promise<unknown> => {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
};

// Never connected and not queueing: every command fails as during a Redis outage.
const absentRedis = () => new Redis({ lazyConnect: true, enableOfflineQueue: false });

// These classify the drivers' own errors, so they use both drivers whichever suite runs.
let unreachable: DatabaseHandle;
let pglite: DatabaseHandle;
beforeAll(async () => {
  unreachable = await openDatabase({
    kind: 'postgres',
    url: `postgres://postgres@127.0.0.1:${await freePort()}/flowers`,
  });
  pglite = await openDatabase({ kind: 'pglite', dir: null });
  await pglite.migrate();
});
afterAll(() => unreachable.close());

describe('which failures mean a service is unavailable', () => {
  it('counts a query to an unreachable PostgreSQL, as Drizzle reports it', async () => {
    const error = await failureOf(() => unreachable.db.select().from(users));
    expect(isUnavailableError(error)).toBe(true);
  });

  it('counts a command to a Redis without a connection', async () => {
    expect(isUnavailableError(await failureOf(() => absentRedis().ping()))).toBe(true);
  });

  it('does not count a query the database refuses, such as a duplicate key', async () => {
    await pglite.db.insert(users).values({ id: 7_150_000_001 });
    const error = await failureOf(() => pglite.db.insert(users).values({ id: 7_150_000_001 }));
    expect(isUnavailableError(error)).toBe(false);
  });

  it('does not count a programming error', () => {
    expect(isUnavailableError(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('readiness probe', () => {
  it('reports Redis as failed and degraded, with the node still ready, while Redis is away', async () => {
    const probe = createReadinessProbe({
      db: pglite.db,
      redis: absentRedis(),
      media: createDiskStorage(path.join(tmpdir(), 'flowers-probe-media')),
    });
    expect(await probe()).toEqual({
      ok: true,
      checks: { database: 'ok', redis: 'fail', storage: 'ok' },
      degraded: ['redis'],
    });
  });

  it('stays ready while its storage and Redis fail, naming both as degraded', async () => {
    const probe = createReadinessProbe({
      db: pglite.db,
      redis: absentRedis(),
      media: { check: () => Promise.reject(new Error('bucket gone')) },
    });
    expect(await probe()).toEqual({
      ok: true,
      checks: { database: 'ok', redis: 'fail', storage: 'fail' },
      degraded: ['redis', 'storage'],
    });
  });
});

describe('a closed PGlite', () => {
  // Last: it closes the database the tests above share.
  it('counts a query to it as unavailable, as during shutdown', async () => {
    await pglite.close();
    expect(isUnavailableError(await failureOf(() => pingDatabase(pglite.db)))).toBe(true);
  });
});
