import type { SQL } from 'drizzle-orm';
import type { Database } from './database.ts';

/**
 * Raw SQL for what the query builder cannot say (FOR UPDATE SKIP LOCKED with a CTE, nextval).
 * Both drivers, PGlite and node-postgres, answer with `{ rows }`; drizzle types it loosely.
 */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
