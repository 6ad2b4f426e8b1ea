import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { orderDisputes, orderMoney } from '../db/schema.ts';

export type MoneyRow = typeof orderMoney.$inferSelect;
export type DisputeRow = typeof orderDisputes.$inferSelect;

export async function findMoney(db: Database, orderId: number): Promise<MoneyRow | null> {
  const [row] = await db.select().from(orderMoney).where(eq(orderMoney.orderId, orderId));
  return row ?? null;
}

export async function findDispute(db: Database, orderId: number): Promise<DisputeRow | null> {
  const [row] = await db.select().from(orderDisputes).where(eq(orderDisputes.orderId, orderId));
  return row ?? null;
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

/** The bank holds the money (AUTHORIZED); a replay finds the row there already. */
export async function insertHold(tx: Database, hold: NewHold): Promise<void> {
  await tx
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
    .onConflictDoNothing();
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
> & { refundedKopecks?: number | SQL };

/** A conditional move, like the order's: null when the money was not in a `from` state. */
export async function moveMoney(
  tx: Database,
  orderId: number,
  from: readonly string[],
  set: MoneyFields,
): Promise<MoneyRow | null> {
  const [row] = await tx
    .update(orderMoney)
    .set(set)
    .where(and(eq(orderMoney.orderId, orderId), inArray(orderMoney.state, [...from])))
    .returning();
  return row ?? null;
}

const RECHECK_AFTER_MS = 60_000;

/**
 * Orders whose money the sweep must look at now. SKIP LOCKED gives each to one node, and
 * moving due_at forward keeps the others off it while this one talks to the bank.
 */
export async function claimDueMoney(db: Database, now: Date, limit: number): Promise<number[]> {
  const recheckAt = new Date(now.getTime() + RECHECK_AFTER_MS).toISOString();
  const result = (await db.execute(sql`
    with due as (
      select order_id from order_money
      where due_at <= ${now.toISOString()}
      order by due_at
      limit ${limit}
      for update skip locked
    )
    update order_money set due_at = ${recheckAt}
    from due where order_money.order_id = due.order_id
    returning order_money.order_id
  `)) as unknown as { rows: { order_id: number }[] };
  return result.rows.map((row) => Number(row.order_id));
}
