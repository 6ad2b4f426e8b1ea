import pg from 'pg';

/** A server where the bench may create and drop databases; unreachable means "skip". */
export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database of its own, or the reason there is none. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase | string> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    return `no PostgreSQL at ${POSTGRES_ADMIN_URL}: ${String(error)}`;
  }
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
