import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isUnavailableError } from '../http/unavailable.ts';
import { proxyInFrontOf, type CuttableProxy } from '../test/network.ts';
import { openTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { openDatabase, SILENT_CONNECTION_MS, type DatabaseHandle } from './database.ts';

const onPostgres =
  process.env.TEST_DB_DRIVER === 'postgres' && process.env.TEST_DATABASE_URL !== undefined;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => new Error('it succeeded'),
    (error: unknown) => error,
  );

describe.skipIf(!onPostgres)('a PostgreSQL connection that is lost', () => {
  let database: TestDatabase;
  let proxy: CuttableProxy;
  let proxied: DatabaseHandle;
  const lost: Error[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const front = await proxyInFrontOf(database.url ?? '', 5432);
    proxy = front.proxy;
    proxied = await openDatabase(
      { kind: 'postgres', url: front.url },
      { onConnectionError: (error) => lost.push(error) },
    );
  });
  afterEach(() => proxy.restore());
  afterAll(async () => {
    await proxied?.close();
    await proxy?.close();
    await database?.close();
  });

  it('fails the transaction holding it as unavailable when the server resets it, and says so', async () => {
    lost.length = 0;
    const outcome = await failure(
      proxied.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await proxy.reset();
        // The reset reaches the lent-out client between statements, as a failover does.
        await pause(100);
        await tx.execute(sql`select 2`);
      }),
    );
    expect(isUnavailableError(outcome)).toBe(true);
    expect(lost.length).toBeGreaterThan(0);
  });

  it('serves again once the server is back, every pooled connection replaced', async () => {
    await Promise.all(Array.from({ length: 5 }, () => proxied.db.execute(sql`select 1`)));
    await proxy.reset();
    // The idle clients hear of the reset as their sockets read it.
    await pause(100);
    await proxy.restore();
    const rows = await Promise.all(
      Array.from({ length: 5 }, () => proxied.db.execute(sql`select 1 as one`)),
    );
    expect(rows).toHaveLength(5);
  });

  it('fails a statement as unavailable when the server stops answering, within the silence limit', async () => {
    await proxied.db.execute(sql`select 1`);
    proxy.blackHole();
    const started = Date.now();
    const outcome = await failure(proxied.db.execute(sql`select 1`));
    const waited = Date.now() - started;
    expect(isUnavailableError(outcome)).toBe(true);
    expect(waited).toBeLessThan(SILENT_CONNECTION_MS + 2_000);
    await proxy.restore();
    await expect(proxied.db.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it('refuses a statement over its time as unavailable, without losing the connection', async () => {
    const outcome = await failure(proxied.db.execute(sql`select pg_sleep(6)`));
    expect(isUnavailableError(outcome)).toBe(true);
    expect(
      (outcome as { code?: string }).code ?? (outcome as { cause?: { code?: string } }).cause?.code,
    ).toBe('57014');
  });
});
