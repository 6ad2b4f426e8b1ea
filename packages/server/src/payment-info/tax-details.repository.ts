import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { sellerTaxDetails } from '../db/schema.ts';

export type TaxDetailsRow = typeof sellerTaxDetails.$inferSelect;

export async function findTaxDetails(db: Database, userId: number): Promise<TaxDetailsRow | null> {
  const [row] = await db.select().from(sellerTaxDetails).where(eq(sellerTaxDetails.userId, userId));
  return row ?? null;
}

export async function upsertTaxDetails(
  tx: Database,
  userId: number,
  values: Omit<TaxDetailsRow, 'userId' | 'updatedAt'>,
  at: Date,
): Promise<void> {
  await tx
    .insert(sellerTaxDetails)
    .values({ userId, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: sellerTaxDetails.userId, set: { ...values, updatedAt: at } });
}

/** A seed never overwrites what a seller typed. */
export async function insertMissingTaxDetails(
  db: Database,
  rows: readonly (Omit<TaxDetailsRow, 'updatedAt'> & { userId: number })[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(sellerTaxDetails)
    .values([...rows])
    .onConflictDoNothing();
}
