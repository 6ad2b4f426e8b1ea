import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';
import { queryRows } from './query-rows.ts';

export interface DueClaim {
  table: PgTable;
  key: PgColumn;
  due: PgColumn;
  where?: SQL;
  now: Date;
  recheckAt: Date;
  limit: number;
}

/** SKIP LOCKED gives each to one node; moving its due time keeps others off while it works. */
export async function claimDueRows(db: Database, claim: DueClaim): Promise<number[]> {
  const key = sql.identifier(claim.key.name);
  const due = sql.identifier(claim.due.name);
  const also = claim.where === undefined ? sql`` : sql`and ${claim.where}`;
  const rows = await queryRows<{ key: string | number }>(
    db,
    sql`
    with claimed as (
      select ${key} from ${claim.table}
      where ${due} <= ${claim.now.toISOString()} ${also}
      order by ${due}
      limit ${claim.limit}
      for update skip locked
    )
    update ${claim.table} set ${due} = ${claim.recheckAt.toISOString()}
    from claimed where ${claim.table}.${key} = claimed.${key}
    returning ${claim.table}.${key} as key
  `,
  );
  return rows.map((row) => Number(row.key));
}
