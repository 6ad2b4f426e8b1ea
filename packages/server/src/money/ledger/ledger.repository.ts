import type { LedgerAccount } from '@flowers/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ledgerEntries, ledgerPostings, orderMoney, orders, users } from '../../db/schema.ts';

export interface LedgerEntry {
  account: LedgerAccount;
  orderId: number | null;
  sellerId: number | null;
  amountKopecks: number;
}

export interface PostingHead {
  kind: string;
  orderId?: number | null;
  payoutId?: number | null;
  at: Date;
}

export async function insertPosting(
  tx: Database,
  head: PostingHead,
  entries: readonly LedgerEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const [posting] = await tx
    .insert(ledgerPostings)
    .values({
      kind: head.kind,
      orderId: head.orderId ?? null,
      payoutId: head.payoutId ?? null,
      createdAt: head.at,
    })
    .returning({ id: ledgerPostings.id });
  if (posting === undefined) throw new Error('ledger posting insert returned nothing');
  await tx
    .insert(ledgerEntries)
    .values(entries.map((entry) => ({ ...entry, postingId: posting.id })));
}

/** Locked, so two postings for one order never read the same balances. */
export async function lockOrderMoney(tx: Database, orderId: number) {
  const [row] = await tx
    .select({
      sellerId: orders.sellerId,
      status: orders.status,
      money: orderMoney,
    })
    .from(orders)
    .innerJoin(orderMoney, eq(orderMoney.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  return row ?? null;
}

/** Serialises everything that moves one seller's balance (payouts, refunds, deals done). */
export async function lockSellerRow(tx: Database, sellerId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sellerId))
    .for('update');
  return rows.length > 0;
}

export async function orderAccountSums(
  tx: Database,
  orderId: number,
): Promise<Map<LedgerAccount, number>> {
  const rows = await tx
    .select({
      account: ledgerEntries.account,
      sum: sql<string>`sum(${ledgerEntries.amountKopecks})`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId))
    .groupBy(ledgerEntries.account);
  return new Map(rows.map((row) => [row.account as LedgerAccount, Number(row.sum)]));
}

export interface SellerSums {
  payableKopecks: number;
  debtKopecks: number;
  paidOutKopecks: number;
}

const sumOf = (account: LedgerAccount) =>
  sql<string>`coalesce(sum(${ledgerEntries.amountKopecks}) filter (where ${ledgerEntries.account} = ${account}), 0)`;

export async function sellerSums(db: Database, sellerId: number): Promise<SellerSums> {
  const [row] = await db
    .select({
      payable: sumOf('seller_payable'),
      debt: sumOf('seller_debt'),
      paidOut: sumOf('payouts_sent'),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.sellerId, sellerId));
  return {
    payableKopecks: Number(row?.payable ?? 0),
    debtKopecks: Number(row?.debt ?? 0),
    paidOutKopecks: Number(row?.paidOut ?? 0),
  };
}

export interface SellerLedgerTotals extends SellerSums {
  sellerId: number;
  ordersDone: number;
}

export async function allSellerSums(db: Database): Promise<SellerLedgerTotals[]> {
  const rows = await db
    .select({
      sellerId: ledgerEntries.sellerId,
      payable: sumOf('seller_payable'),
      debt: sumOf('seller_debt'),
      paidOut: sumOf('payouts_sent'),
      ordersDone: sql<string>`count(distinct ${ledgerEntries.orderId})`,
    })
    .from(ledgerEntries)
    .where(isNotNull(ledgerEntries.sellerId))
    .groupBy(ledgerEntries.sellerId)
    .orderBy(ledgerEntries.sellerId);
  return rows.map((row) => ({
    sellerId: Number(row.sellerId),
    payableKopecks: Number(row.payable),
    debtKopecks: Number(row.debt),
    paidOutKopecks: Number(row.paidOut),
    ordersDone: Number(row.ordersDone),
  }));
}

/** Shown so sellers know money is on its way, up to their price per order. */
export async function heldForSeller(db: Database, sellerId: number): Promise<number> {
  const perOrder = db
    .select({
      orderId: ledgerEntries.orderId,
      kept: sql<string>`sum(${ledgerEntries.amountKopecks})`.as('kept'),
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.account, ['buyer_held', 'buyer_captured']))
    .groupBy(ledgerEntries.orderId)
    .as('per_order');
  const [row] = await db
    .select({
      held: sql<string>`coalesce(sum(least(${perOrder.kept}, ${orderMoney.sellerShareKopecks})), 0)`,
    })
    .from(perOrder)
    .innerJoin(orders, eq(orders.id, perOrder.orderId))
    .innerJoin(orderMoney, eq(orderMoney.orderId, perOrder.orderId))
    .where(and(eq(orders.sellerId, sellerId), sql`${perOrder.kept} > 0`));
  return Number(row?.held ?? 0);
}
