import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/** Orders by status: the status leads orders_status_deadline_idx, so this is an index scan. */
export async function countOrdersByStatus(
  db: Database,
): Promise<Array<{ status: string; count: number }>> {
  const result = (await db.execute(
    sql`select status, count(*)::int as count from orders group by status`,
  )) as unknown as { rows: Array<{ status: string; count: number }> };
  return result.rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/** Unpaid orders past their payment deadline that the reservation sweep has yet to settle. */
export async function countOverdueReservations(db: Database, now: Date): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as count from orders
    where status = 'created' and payment_deadline <= ${now.toISOString()}
  `)) as unknown as { rows: Array<{ count: number }> };
  return Number(result.rows[0]?.count ?? 0);
}
