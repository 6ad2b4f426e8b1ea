import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../package-paths.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface PoolStats {
  /** Connections open, of them idle, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool now; PGlite has none. */
  poolStats?: () => PoolStats;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// PGlite is PostgreSQL in this process's WebAssembly memory, which never shrinks: every page
// it touches stays resident. initdb's 128 MB of shared buffers would fill with pages the OS
// file cache holds anyway; 16 MB keeps the hot rows of a catalogue of thousands of ads.
// Passed at each start, never written into the data directory's postgresql.conf.
const PGLITE_MEMORY_PARAMS = ['-c', 'shared_buffers=16MB'];

/**
 * V8 compiles PGlite's WebAssembly with its baseline compiler only. Optimising the hot
 * functions again (the default tier-up) holds about 55 MB more for good: the optimised code
 * and the compiler's peak, on 2 cores 0.5–1 s of pauses while it runs. Queries run up to 1.5×
 * slower. The flag is process-wide and must come before the module is compiled; the HEIC
 * decoder's WebAssembly in the photo threads then runs unoptimised too.
 */
function compilePgliteForMemory(): void {
  v8.setFlagsFromString('--liftoff-only');
}

// Any constant works; it only has to be the same on every node running migrations at once.
const MIGRATION_LOCK_KEY = 727_001;
// Without a limit a request waits as long as the OS for an unreachable server, or forever for
// a busy pool; with one it fails and the caller gets 503 + Retry-After.
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A directory for PGlite (null = in memory), optionally started from a data directory dumped
 * by `PGlite.dumpDataDir`, or a PostgreSQL URL.
 */
export async function openDatabase(
  target:
    { kind: 'pglite'; dir: string | null; loadDataDir?: Blob } | { kind: 'postgres'; url: string },
): Promise<DatabaseHandle> {
  return target.kind === 'pglite' ? openPglite(target) : openPostgres(target.url);
}

// Each driver is imported only when chosen: the other one's modules would stay in the heap
// for nothing (PGlite's JavaScript alone is megabytes of source and code on a PostgreSQL node).
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
    // Catalogue search's typo tolerance; PGlite loads contrib modules only when named here.
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
      // Several nodes may start at once: one migrates, the others wait for it.
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
