import { and, eq, inArray, sql } from 'drizzle-orm';
import { claimDueRows } from '../../db/claim-due.ts';
import type { Database } from '../../db/database.ts';
import { ledgerEntries, payouts } from '../../db/schema.ts';
import type { PayoutRow } from '../payouts.repository.ts';

export async function findPayoutByBankOrderId(db: Database, orderId: string) {
  const [row] = await db.select().from(payouts).where(eq(payouts.bankOrderId, orderId));
  return row ?? null;
}

/** Inserts the bank payout, or nothing when its OrderId is taken (the caller then reads it). */
export async function insertBankPayout(
  tx: Database,
  payout: Omit<typeof payouts.$inferInsert, 'id' | 'createdAt' | 'method' | 'state'>,
): Promise<PayoutRow | null> {
  const [row] = await tx
    .insert(payouts)
    .values({ ...payout, method: 'bank', state: 'in_transit' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Each claimed by one node until `recheckAt`. */
export async function claimDueBankPayouts(
  db: Database,
  now: Date,
  recheckAt: Date,
  limit: number,
): Promise<PayoutRow[]> {
  const ids = await claimDueRows(db, {
    table: payouts,
    key: payouts.id,
    due: payouts.nextCheckAt,
    where: sql`${payouts.state} = 'in_transit'`,
    now,
    recheckAt,
    limit,
  });
  if (ids.length === 0) return [];
  return db.select().from(payouts).where(inArray(payouts.id, ids));
}

export async function recordBankProgress(
  db: Database,
  id: number,
  progress: {
    bankPaymentId?: string;
    bankStatus?: string;
    attempts?: number;
    nextCheckAt: Date;
  },
) {
  await db
    .update(payouts)
    .set(progress)
    .where(and(eq(payouts.id, id), eq(payouts.state, 'in_transit')));
}

/** Makes the payout final once: null when it already was (another node, a replay). */
export async function settleBankPayout(
  tx: Database,
  id: number,
  outcome: { state: 'sent' | 'rejected'; bankStatus: string; settledAt: Date },
): Promise<PayoutRow | null> {
  const [row] = await tx
    .update(payouts)
    .set({ ...outcome, nextCheckAt: null })
    .where(and(eq(payouts.id, id), eq(payouts.state, 'in_transit')))
    .returning();
  return row ?? null;
}

export async function inTransitBySeller(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({
      sellerId: ledgerEntries.sellerId,
      sum: sql<string>`sum(${ledgerEntries.amountKopecks})`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, 'payouts_in_transit'))
    .groupBy(ledgerEntries.sellerId);
  return new Map(rows.map((row) => [Number(row.sellerId), Number(row.sum)]));
}
