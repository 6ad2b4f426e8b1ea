import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { claimDueRows } from '../db/claim-due.ts';
import { orderDisputes, orderMoney } from '../db/schema.ts';

export type MoneyRow = typeof orderMoney.$inferSelect;
export type DisputeRow = typeof orderDisputes.$inferSelect;

export async function findMoney(db: Database, orderId: number): Promise<MoneyRow | null> {
  const [row] = await db.select().from(orderMoney).where(eq(orderMoney.orderId, orderId));
  return row ?? null;
}

/** Locked until the transaction ends, so a refund is measured against the row it moves. */
export async function lockMoney(tx: Database, orderId: number): Promise<MoneyRow | null> {
  const [row] = await tx
    .select()
    .from(orderMoney)
    .where(eq(orderMoney.orderId, orderId))
    .for('update');
  return row ?? null;
}

export async function findDispute(db: Database, orderId: number): Promise<DisputeRow | null> {
  const [row] = await db.select().from(orderDisputes).where(eq(orderDisputes.orderId, orderId));
  return row ?? null;
}

export function findMoneyOfOrders(db: Database, orderIds: readonly number[]): Promise<MoneyRow[]> {
  return db
    .select()
    .from(orderMoney)
    .where(inArray(orderMoney.orderId, [...orderIds]));
}

export function findDisputesOfOrders(
  db: Database,
  orderIds: readonly number[],
): Promise<DisputeRow[]> {
  return db
    .select()
    .from(orderDisputes)
    .where(inArray(orderDisputes.orderId, [...orderIds]));
}

export async function findOpenDispute(db: Database, orderId: number): Promise<DisputeRow | null> {
  const [row] = await db
    .select()
    .from(orderDisputes)
    .where(and(eq(orderDisputes.orderId, orderId), isNull(orderDisputes.decision)));
  return row ?? null;
}

export interface NewHold {
  orderId: number;
  payType: 'O' | 'T';
  amountKopecks: number;
  sellerShareKopecks: number;
  at: Date;
  holdDeadline: Date;
  dueAt: Date | null;
}

/** A replay finds the row there already: false. */
export async function insertHold(tx: Database, hold: NewHold): Promise<boolean> {
  const inserted = await tx
    .insert(orderMoney)
    .values({
      orderId: hold.orderId,
      payType: hold.payType,
      state: 'held',
      heldKopecks: hold.amountKopecks,
      sellerShareKopecks: hold.sellerShareKopecks,
      heldAt: hold.at,
      holdDeadline: hold.holdDeadline,
      dueAt: hold.dueAt,
    })
    .onConflictDoNothing()
    .returning({ orderId: orderMoney.orderId });
  return inserted.length > 0;
}

type MoneyFields = Partial<
  Pick<
    MoneyRow,
    | 'state'
    | 'capturedKopecks'
    | 'dueAt'
    | 'confirmBy'
    | 'buyerConfirmedAt'
    | 'capturedAt'
    | 'settledAt'
  >
> & {
  refunded?: 'allCaptured' | { keptKopecks: number };
};

function refundedKopecks(refunded: NonNullable<MoneyFields['refunded']>): SQL {
  if (refunded === 'allCaptured') return sql`${orderMoney.capturedKopecks}`;
  // A late, smaller refund never shrinks what was already refunded.
  return sql`greatest(${orderMoney.refundedKopecks}, ${orderMoney.capturedKopecks} - ${refunded.keptKopecks})`;
}

export async function moveMoney(
  tx: Database,
  orderId: number,
  from: readonly string[],
  { refunded, ...set }: MoneyFields,
): Promise<MoneyRow | null> {
  const [row] = await tx
    .update(orderMoney)
    .set({ ...set, ...(refunded !== undefined && { refundedKopecks: refundedKopecks(refunded) }) })
    .where(and(eq(orderMoney.orderId, orderId), inArray(orderMoney.state, [...from])))
    .returning();
  return row ?? null;
}

const RECHECK_AFTER_MS = 60_000;

/** SKIP LOCKED gives each to one node; moving due_at keeps others off while it asks the bank. */
export function claimDueMoney(db: Database, now: Date, limit: number): Promise<number[]> {
  const recheckAt = new Date(now.getTime() + RECHECK_AFTER_MS);
  return claimDueRows(db, {
    table: orderMoney,
    key: orderMoney.orderId,
    due: orderMoney.dueAt,
    now,
    recheckAt,
    limit,
  });
}

export async function insertDispute(
  tx: Database,
  dispute: Pick<typeof orderDisputes.$inferInsert, 'orderId' | 'text' | 'photos' | 'createdAt'>,
): Promise<void> {
  await tx.insert(orderDisputes).values(dispute);
}

export async function decideDispute(
  tx: Database,
  dispute: { id: number; orderId: number },
  decision: Pick<DisputeRow, 'decision' | 'refundKopecks' | 'decidedBy' | 'decidedAt'>,
): Promise<void> {
  await tx
    .update(orderDisputes)
    .set(decision)
    .where(and(eq(orderDisputes.id, dispute.id), isNull(orderDisputes.decision)));
  await tx
    .update(orderMoney)
    .set({ dueAt: decision.decidedAt })
    .where(eq(orderMoney.orderId, dispute.orderId));
}

export async function setMoneyDueAt(
  db: Database,
  orderId: number,
  at: Date | null,
  also: { confirmBy?: Date } = {},
): Promise<void> {
  await db
    .update(orderMoney)
    .set({ dueAt: at, ...also })
    .where(eq(orderMoney.orderId, orderId));
}

export async function releaseUndecidedDispute(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(orderDisputes)
    .set({ decision: 'release', decidedAt: at })
    .where(and(eq(orderDisputes.id, id), isNull(orderDisputes.decision)));
}
