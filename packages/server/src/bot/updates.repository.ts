import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { telegramUpdates } from '../db/schema.ts';

/** True the first time an update id is seen. */
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
