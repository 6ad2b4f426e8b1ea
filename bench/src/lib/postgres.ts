import {
  createScratchDatabase as createOn,
  type ScratchDatabase,
} from '@flowers/server/testing/in-process';

export type { ScratchDatabase };

/** Unreachable means "skip". */
export const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase | string> {
  try {
    return await createOn(POSTGRES_ADMIN_URL, prefix);
  } catch (error) {
    return `no PostgreSQL at ${POSTGRES_ADMIN_URL}: ${String(error)}`;
  }
}
