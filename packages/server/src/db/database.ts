import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../package-paths.ts';
import * as schema from './schema.ts';

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

export async function openDatabase(
  target:
    { kind: 'pglite'; dir: string | null; loadDataDir?: Blob } | { kind: 'postgres'; url: string },
): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target) : openPostgres(target.url);
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
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async migrate() {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
