import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { reconciliationDifferences, reconciliationRuns } from '../db/schema.ts';
import { outboxPriorityRank } from '../notifications/outbox.repository.ts';

/** The status leads orders_status_deadline_idx, so this is an index scan. */
export async function countOrdersByStatus(
  db: Database,
): Promise<Array<{ status: string; count: number }>> {
  const rows = await queryRows<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from orders group by status`,
  );
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

export async function countOverdueReservations(db: Database, now: Date): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    select count(*)::int as count from orders
    where status = 'created' and payment_deadline <= ${now.toISOString()}
  `,
  );
  return Number(rows[0]?.count ?? 0);
}

export const COUNTED_TABLES = [
  'notifications_outbox',
  'telegram_updates',
  'payment_events',
  'bot_standin_messages',
] as const;

export async function countTableRows(
  db: Database,
): Promise<Array<{ table: string; count: number }>> {
  const counts = COUNTED_TABLES.map(
    (table) =>
      sql`select ${table}::text as name, count(*)::int as count from ${sql.identifier(table)}`,
  );
  const rows = await queryRows<{ name: string; count: number }>(
    db,
    sql.join(counts, sql` union all `),
  );
  return rows.map((row) => ({ table: row.name, count: Number(row.count) }));
}

export type ChatKind = 'private' | 'group' | 'staff';

export interface Backlog<K> {
  key: K;
  depth: number;
  oldestSeconds: number;
}

async function unsentBy<K>(db: Database, now: Date, key: SQL): Promise<Backlog<K>[]> {
  const rows = await queryRows<{ key: K; depth: number; oldest: number | null }>(
    db,
    sql`
    select ${key} as key,
      count(*)::int as depth,
      extract(epoch from (${now.toISOString()}::timestamptz - min(created_at)))::float8 as oldest
    from notifications_outbox
    where status in ('pending', 'sending')
    group by 1
  `,
  );
  return rows.map((row) => ({
    key: row.key,
    depth: Number(row.depth),
    oldestSeconds: Math.max(0, Number(row.oldest ?? 0)),
  }));
}

/** The staff chat is chat 0, groups are negative. */
export const outboxBacklog = (db: Database, now: Date) =>
  unsentBy<ChatKind>(
    db,
    now,
    sql`case when chat_id = 0 then 'staff' when chat_id > 0 then 'private' else 'group' end`,
  );

/** The same backlog by the order the outbox sends in (notifications/outbox-priority.ts). */
export const outboxBacklogByRank = (db: Database, now: Date) =>
  unsentBy<number>(db, now, outboxPriorityRank(sql`kind`));

export async function countLastRunDifferences(
  db: Database,
): Promise<{ kind: string; count: number }[]> {
  const rows = await db
    .select({ kind: reconciliationDifferences.kind, count: sql<string>`count(*)` })
    .from(reconciliationDifferences)
    .where(
      eq(
        reconciliationDifferences.runId,
        sql`(select max(${reconciliationRuns.id}) from ${reconciliationRuns})`,
      ),
    )
    .groupBy(reconciliationDifferences.kind);
  return rows.map((row) => ({ kind: row.kind, count: Number(row.count) }));
}

/** Bank payouts not final yet: how many, how much, and how long the oldest has been out. */
export async function payoutsInTransit(
  db: Database,
  now: Date,
): Promise<{ count: number; kopecks: number; oldestSeconds: number }> {
  // payouts_in_transit_idx holds exactly these rows.
  const [row] = await queryRows<{ count: number; kopecks: number; oldest: number | null }>(
    db,
    sql`
    select count(*)::int as count, coalesce(sum(amount_kopecks), 0)::float8 as kopecks,
      extract(epoch from (${now.toISOString()}::timestamptz - min(created_at)))::float8 as oldest
    from payouts
    where state = 'in_transit'
  `,
  );
  return {
    count: Number(row?.count ?? 0),
    kopecks: Number(row?.kopecks ?? 0),
    oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)),
  };
}
