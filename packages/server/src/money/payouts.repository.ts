import { desc, eq, gte, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { paymentInfo, payouts, users } from '../db/schema.ts';

export type PayoutRow = typeof payouts.$inferSelect;

export interface PayoutDetails {
  sellerId: number;
  username: string | null;
  fullName: string | null;
  cardLast4: string | null;
}

export async function selectPayoutDetails(
  db: Database,
  sellerIds: readonly number[],
): Promise<Map<number, PayoutDetails>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select({
      sellerId: users.id,
      username: users.username,
      fullName: paymentInfo.fullName,
      cardLast4: paymentInfo.cardLast4,
    })
    .from(users)
    .leftJoin(paymentInfo, eq(paymentInfo.userId, users.id))
    .where(inArray(users.id, [...sellerIds]));
  return new Map(rows.map((row) => [row.sellerId, row]));
}

export async function selectPayouts(db: Database, sellerId: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.sellerId, sellerId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
}

/** Payouts recorded since then, newest first: the register lists what was just paid. */
export async function selectPayoutsSince(db: Database, since: Date): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(gte(payouts.createdAt, since))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
}

export async function insertPayout(
  tx: Database,
  payout: Omit<typeof payouts.$inferInsert, 'id' | 'createdAt'>,
): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(payout).returning();
  if (row === undefined) throw new Error('payout insert returned nothing');
  return row;
}
