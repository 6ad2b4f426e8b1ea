import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { orderMoney, orders, paymentInfo, payoutItems, payouts, users } from '../db/schema.ts';

export type PayoutRow = typeof payouts.$inferSelect;

/**
 * What the seller is due from one order, in SQL: what stayed captured, up to the seller's
 * price (splitSettlement in the domain says the same in TypeScript).
 */
const sellerDue = sql<number>`least(${orderMoney.sellerShareKopecks}, greatest(0, ${orderMoney.capturedKopecks} - ${orderMoney.refundedKopecks}))`;
const paidForOrder = sql<number>`coalesce((select sum(${payoutItems.amountKopecks}) from ${payoutItems} where ${payoutItems.orderId} = ${orderMoney.orderId}), 0)`;

export interface OrderDue {
  orderId: number;
  dueKopecks: number;
  paidKopecks: number;
}

/** Every captured order of a seller, oldest capture first, with what is due and paid on it. */
export async function selectSellerOrders(db: Database, sellerId: number): Promise<OrderDue[]> {
  const rows = await db
    .select({ orderId: orderMoney.orderId, due: sellerDue, paid: paidForOrder })
    .from(orderMoney)
    .innerJoin(orders, eq(orders.id, orderMoney.orderId))
    .where(sql`${orders.sellerId} = ${sellerId} and ${orderMoney.capturedKopecks} > 0`)
    .orderBy(asc(orderMoney.capturedAt), asc(orderMoney.orderId));
  return rows.map((row) => ({
    orderId: row.orderId,
    dueKopecks: Number(row.due),
    paidKopecks: Number(row.paid),
  }));
}

export interface SellerTotals {
  sellerId: number;
  username: string | null;
  fullName: string | null;
  cardLast4: string | null;
  cardNumberEncrypted: string | null;
  dueKopecks: number;
  paidKopecks: number;
  capturedOrders: number;
}

/** The register: every seller with a captured order, and their payout details. */
export async function selectSellerTotals(db: Database): Promise<SellerTotals[]> {
  const rows = await db
    .select({
      sellerId: orders.sellerId,
      username: users.username,
      fullName: paymentInfo.fullName,
      cardLast4: paymentInfo.cardLast4,
      cardNumberEncrypted: paymentInfo.cardNumberEncrypted,
      due: sql<number>`sum(${sellerDue})`,
      paid: sql<number>`sum(${paidForOrder})`,
      capturedOrders: sql<number>`count(*)`,
    })
    .from(orderMoney)
    .innerJoin(orders, eq(orders.id, orderMoney.orderId))
    .leftJoin(users, eq(users.id, orders.sellerId))
    .leftJoin(paymentInfo, eq(paymentInfo.userId, orders.sellerId))
    .where(sql`${orderMoney.capturedKopecks} > 0`)
    .groupBy(
      orders.sellerId,
      users.username,
      paymentInfo.fullName,
      paymentInfo.cardLast4,
      paymentInfo.cardNumberEncrypted,
    )
    .orderBy(asc(orders.sellerId));
  return rows.map((row) => ({
    ...row,
    dueKopecks: Number(row.due),
    paidKopecks: Number(row.paid),
    capturedOrders: Number(row.capturedOrders),
  }));
}

/** Money still held for a seller's orders: not theirs yet, shown so they know it is coming. */
export async function selectHeldForSeller(db: Database, sellerId: number): Promise<number> {
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${orderMoney.sellerShareKopecks}), 0)` })
    .from(orderMoney)
    .innerJoin(orders, eq(orders.id, orderMoney.orderId))
    .where(sql`${orders.sellerId} = ${sellerId} and ${orderMoney.state} = 'held'`);
  return Number(row?.held ?? 0);
}

export async function selectPayouts(db: Database, sellerId: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.sellerId, sellerId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
}

/** Serialises payouts to one seller: two admins recording at once cannot both spend the debt. */
export async function lockSeller(tx: Database, sellerId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, sellerId))
    .for('update');
  return rows.length > 0;
}

export async function insertPayout(
  tx: Database,
  payout: Omit<PayoutRow, 'id' | 'createdAt'>,
  items: { orderId: number; amountKopecks: number }[],
): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(payout).returning();
  if (row === undefined) throw new Error('payout insert returned nothing');
  if (items.length > 0) {
    await tx.insert(payoutItems).values(items.map((item) => ({ ...item, payoutId: row.id })));
  }
  return row;
}
