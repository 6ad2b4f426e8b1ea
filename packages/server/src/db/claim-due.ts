import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';
import { queryRows } from './query-rows.ts';

export interface DueClaim {
  table: PgTable;
  /** The integer key returned for each claimed row. */
  key: PgColumn;
  /** When the row is due; moved to `recheckAt` by the claim. */
  due: PgColumn;
  /** A further condition on the rows, if any. */
  where?: SQL;
  now: Date;
  recheckAt: Date;
  limit: number;
}

/**
 * Claims up to `limit` due rows, oldest due first, for the periodic sweeps. SKIP LOCKED gives
 * each to one node, and moving its due time to `recheckAt` keeps the others off it while this
 * one works on it outside any transaction; a row left alone comes round again then.
 */
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
