import { eq, sql } from 'drizzle-orm';
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

/** The staff chat is chat 0, groups are negative. */
export async function outboxBacklog(
  db: Database,
  now: Date,
): Promise<Array<{ chat: ChatKind; depth: number; oldestSeconds: number }>> {
  const rows = await queryRows<{ chat: ChatKind; depth: number; oldest: number | null }>(
    db,
    sql`
    select case when chat_id = 0 then 'staff' when chat_id > 0 then 'private' else 'group' end
        as chat,
      count(*)::int as depth,
      extract(epoch from (${now.toISOString()}::timestamptz - min(created_at)))::float8 as oldest
    from notifications_outbox
    where status in ('pending', 'sending')
    group by 1
  `,
  );
  return rows.map((row) => ({
    chat: row.chat,
    depth: Number(row.depth),
    oldestSeconds: Math.max(0, Number(row.oldest ?? 0)),
  }));
}

/** The same backlog by the order the outbox sends in (notifications/outbox-priority.ts). */
export async function outboxBacklogByRank(
  db: Database,
  now: Date,
): Promise<Array<{ rank: number; depth: number; oldestSeconds: number }>> {
  const rows = await queryRows<{ rank: number; depth: number; oldest: number | null }>(
    db,
    sql`
    select ${outboxPriorityRank(sql`kind`)} as rank,
      count(*)::int as depth,
      extract(epoch from (${now.toISOString()}::timestamptz - min(created_at)))::float8 as oldest
    from notifications_outbox
    where status in ('pending', 'sending')
    group by 1
  `,
  );
  return rows.map((row) => ({
    rank: Number(row.rank),
    depth: Number(row.depth),
    oldestSeconds: Math.max(0, Number(row.oldest ?? 0)),
  }));
}

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
