import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { sql } from 'drizzle-orm';
import type { Pool, PoolConfig } from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../package-paths.ts';
import * as schema from './schema.ts';
import { endWhenSilent } from './silent-connection.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  poolStats?: () => PoolStats;
  migrate(): Promise<void>;
  /**
   * Start-up work (migrations, demo seeding) on connections of its own, without the limits
   * requests have: it may build an index on a large table, or wait for another node's seeding.
   */
  startUp<T>(work: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// PGlite's WebAssembly memory never shrinks; 16 MB of buffers keeps the hot rows.
const PGLITE_MEMORY_PARAMS = ['-c', 'shared_buffers=16MB'];

/**
 * Baseline-compiled only: tier-up holds ~55 MB more for good for up to 1.5× faster queries.
 * Process-wide, so it must run before the module compiles.
 */
function compilePgliteForMemory(): void {
  v8.setFlagsFromString('--liftoff-only');
}

// Any constant, the same on every node running migrations at once.
const MIGRATION_LOCK_KEY = 727_001;
// Without a limit a request waits forever on a busy pool; with one it gets 503 + Retry-After.
const CONNECT_TIMEOUT_MS = 5_000;
// A request's statements are milliseconds; one that runs this long is refused by the server
// (503), and the silence limit above it tells a slow statement from a lost server.
export const STATEMENT_TIMEOUT_MS = 5_000;
export const SILENT_CONNECTION_MS = 6_000;
// A node that vanishes mid-transaction (black hole, kill -9) leaves its locks held until TCP
// notices, hours later; the server ends such a session itself.
const IDLE_IN_TRANSACTION_MS = 60_000;
const KEEPALIVE_DELAY_MS = 10_000;

export interface OpenOptions {
  /** A connection lost while idle or in use: logged, never thrown. */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(
  target:
    { kind: 'pglite'; dir: string | null; loadDataDir?: Blob } | { kind: 'postgres'; url: string },
  options: OpenOptions = {},
): Promise<DatabaseHandle> {
  return target.kind === 'pglite'
    ? openPglite(target)
    : openPostgres(target.url, options.onConnectionError ?? (() => undefined));
}

// Imported only when chosen: the other driver's modules would stay in the heap for nothing.
async function openPglite(target: {
  dir: string | null;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (target.dir !== null) await mkdir(path.dirname(target.dir), { recursive: true });
  compilePgliteForMemory();
  const client = new PGlite({
    ...(target.dir === null ? {} : { dataDir: target.dir }),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_PARAMS],
    // PGlite loads contrib modules only when named here.
    extensions: { pg_trgm },
    ...(target.loadDataDir === undefined ? {} : { loadDataDir: target.loadDataDir }),
  });
  await client.waitReady;
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_DIR }),
    startUp: (work) => work(db as unknown as Database),
    close: () => client.close(),
  };
}

/**
 * A server that resets or stops answering fails the statements in flight (503 + Retry-After)
 * and nothing else: pg emits 'error' on a client the pool has lent out, and with no listener
 * Node ends the process, so every client gets one the moment it connects.
 */
function guardPool(pool: Pool, onConnectionError: (error: Error) => void): void {
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
}

async function openPostgres(
  url: string,
  onConnectionError: (error: Error) => void,
): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const connection: PoolConfig = {
    connectionString: url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  };
  const pool = new pg.Pool({
    ...connection,
    max: 10,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
  });
  guardPool(pool, onConnectionError);
  pool.on('connect', (client) => endWhenSilent(client.connection.stream, SILENT_CONNECTION_MS));
  const db = drizzle(pool, { schema });
  async function startUp<T>(work: (db: Database) => Promise<T>): Promise<T> {
    // One connection, never closed for idling: a session lock is held by the connection that
    // took it.
    const startUpPool = new pg.Pool({ ...connection, max: 1, idleTimeoutMillis: 0 });
    guardPool(startUpPool, onConnectionError);
    try {
      return await work(drizzle(startUpPool, { schema }) as unknown as Database);
    } finally {
      await startUpPool.end();
    }
  }
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    migrate() {
      return startUp(async (startUpDb) => {
        await startUpDb.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
        try {
          await migrate(startUpDb as unknown as typeof db, { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await startUpDb.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
        }
      });
    },
    startUp,
    close: () => pool.end(),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
