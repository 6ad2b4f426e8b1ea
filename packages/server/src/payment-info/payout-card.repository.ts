import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { payoutCards } from '../db/schema.ts';

export type PayoutCardRow = typeof payoutCards.$inferSelect;

export async function selectPayoutCard(
  db: Database,
  sellerId: number,
): Promise<PayoutCardRow | null> {
  const [row] = await db.select().from(payoutCards).where(eq(payoutCards.sellerId, sellerId));
  return row ?? null;
}

/** Made once: a second call finds the first one's key. */
export async function ensurePayoutCustomer(
  db: Database,
  sellerId: number,
  customerKey: string,
): Promise<PayoutCardRow> {
  await db.insert(payoutCards).values({ sellerId, customerKey }).onConflictDoNothing();
  const row = await selectPayoutCard(db, sellerId);
  if (row === null) throw new Error('payout card row was not stored');
  return row;
}

export async function markBindingStarted(db: Database, sellerId: number, at: Date) {
  await db
    .update(payoutCards)
    .set({ bindingStartedAt: at, updatedAt: at })
    .where(eq(payoutCards.sellerId, sellerId));
}

export async function storeBoundCard(
  db: Database,
  sellerId: number,
  card: { cardId: string; pan: string },
  at: Date,
) {
  await db
    .update(payoutCards)
    .set({ ...card, boundAt: at, bindingStartedAt: null, updatedAt: at })
    .where(eq(payoutCards.sellerId, sellerId));
}

export async function selectPayoutCards(
  db: Database,
  sellerIds: readonly number[],
): Promise<Map<number, PayoutCardRow>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payoutCards)
    .where(and(inArray(payoutCards.sellerId, [...sellerIds]), isNotNull(payoutCards.cardId)));
  return new Map(rows.map((row) => [row.sellerId, row]));
}
