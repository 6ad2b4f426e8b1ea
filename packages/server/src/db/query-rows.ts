import type { SQL } from 'drizzle-orm';
import type { Database } from './database.ts';

/** For FOR UPDATE SKIP LOCKED with a CTE, nextval; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
