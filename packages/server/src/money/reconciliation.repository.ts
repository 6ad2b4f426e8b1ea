import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  ledgerEntries,
  orderMoney,
  orders,
  paymentEvents,
  reconciliationDifferences,
  reconciliationRuns,
} from '../db/schema.ts';

export interface PaymentToCheck {
  orderId: number;
  orderNumber: string;
  orderStatus: string;
  paymentId: string;
  money: typeof orderMoney.$inferSelect | null;
  /** The ledger's sums for the order: kept (captured, the seller's part, fee) and held. */
  keptKopecks: number;
  heldKopecks: number;
}

// Also every order a genuine notification was not applied to (e.g. one that contradicted itself).
export async function selectPaymentsToCheck(
  db: Database,
  since: Date,
  limit: number,
): Promise<PaymentToCheck[]> {
  const unapplied = db
    .selectDistinct({ orderId: paymentEvents.orderId })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.applied, false),
        eq(paymentEvents.verified, true),
        gt(paymentEvents.receivedAt, since),
      ),
    );
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      orderStatus: orders.status,
      paymentId: orders.paymentId,
      money: orderMoney,
      kept: sql<string>`(select coalesce(sum(${ledgerEntries.amountKopecks}), 0) from ${ledgerEntries} where ${ledgerEntries.orderId} = ${orders.id} and ${ledgerEntries.account} in ('buyer_captured', 'seller_payable', 'seller_debt', 'platform_fee'))`,
      held: sql<string>`(select coalesce(sum(${ledgerEntries.amountKopecks}), 0) from ${ledgerEntries} where ${ledgerEntries.orderId} = ${orders.id} and ${ledgerEntries.account} = 'buyer_held')`,
    })
    .from(orders)
    .leftJoin(orderMoney, eq(orderMoney.orderId, orders.id))
    .where(
      and(
        isNotNull(orders.paymentId),
        or(
          and(isNotNull(orderMoney.orderId), isNull(orderMoney.settledAt)),
          gt(orderMoney.settledAt, since),
          sql`${orders.id} in ${unapplied}`,
        ),
      ),
    )
    .orderBy(orders.id)
    .limit(limit);
  return rows.map((row) => ({
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    orderStatus: row.orderStatus,
    paymentId: row.paymentId ?? '',
    money: row.money,
    keptKopecks: Number(row.kept),
    heldKopecks: Number(row.held),
  }));
}

export interface FoundDifference {
  orderId: number;
  kind: string;
  text: string;
}

export async function insertRun(
  db: Database,
  run: { ranAt: Date; checked: number },
  differences: readonly FoundDifference[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reconciliationRuns)
      .values(run)
      .returning({ id: reconciliationRuns.id });
    if (row === undefined) throw new Error('reconciliation run insert returned nothing');
    if (differences.length > 0) {
      await tx
        .insert(reconciliationDifferences)
        .values(differences.map((difference) => ({ ...difference, runId: row.id })));
    }
  });
}

export async function selectLastRun(db: Database) {
  const [run] = await db
    .select()
    .from(reconciliationRuns)
    .orderBy(desc(reconciliationRuns.id))
    .limit(1);
  if (run === undefined) return null;
  const differences = await db
    .select({
      orderId: reconciliationDifferences.orderId,
      orderNumber: orders.orderNumber,
      kind: reconciliationDifferences.kind,
      text: reconciliationDifferences.text,
    })
    .from(reconciliationDifferences)
    .innerJoin(orders, eq(orders.id, reconciliationDifferences.orderId))
    .where(eq(reconciliationDifferences.runId, run.id))
    .orderBy(reconciliationDifferences.id);
  return { run, differences };
}

/** The newest payment whose money is held or charged and still open: the demo's mismatch. */
export async function selectNewestOpenPayment(
  db: Database,
): Promise<{ orderId: number; paymentId: string } | null> {
  const [row] = await db
    .select({ orderId: orders.id, paymentId: orders.paymentId })
    .from(orderMoney)
    .innerJoin(orders, eq(orders.id, orderMoney.orderId))
    .where(
      and(
        isNull(orderMoney.settledAt),
        isNotNull(orders.paymentId),
        or(eq(orderMoney.state, 'held'), eq(orderMoney.state, 'captured')),
      ),
    )
    .orderBy(desc(orderMoney.heldAt), desc(orders.id))
    .limit(1);
  return row?.paymentId == null ? null : { orderId: row.orderId, paymentId: row.paymentId };
}
