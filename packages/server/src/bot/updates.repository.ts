import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { telegramUpdates } from '../db/schema.ts';

export async function rememberUpdate(db: Database, updateId: number): Promise<boolean> {
  const rows = await db
    .insert(telegramUpdates)
    .values({ updateId })
    .onConflictDoNothing()
    .returning({ updateId: telegramUpdates.updateId });
  return rows.length > 0;
}

export async function forgetUpdate(db: Database, updateId: number): Promise<void> {
  await db.delete(telegramUpdates).where(eq(telegramUpdates.updateId, updateId));
}

/** SKIP LOCKED lets several nodes sweep at once. */
export async function forgetUpdatesReceivedBefore(
  db: Database,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const rows = await queryRows<{ update_id: string | number }>(
    db,
    sql`
    delete from telegram_updates where update_id in (
      select update_id from telegram_updates
      where received_at < ${cutoff.toISOString()}
      order by received_at
      limit ${limit}
      for update skip locked
    )
    returning update_id
  `,
  );
  return rows.length;
}
