import {
  ALL_ORDERS_TAB_STATUSES,
  ORDER_TRANSITIONS,
  type AllOrdersTab,
  type OrderAction,
} from '@flowers/domain';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { claimDueRows } from '../db/claim-due.ts';
import { queryRows } from '../db/query-rows.ts';
import { ads, orders, users } from '../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;

/** spec §4. */
export const ACTIVE_ORDER_STATUSES = ['created', 'paid', 'delivered'] as const;

export async function findOrderRow(db: Database, id: number): Promise<OrderRow | null> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findOrderByPaymentOrderId(
  db: Database,
  paymentOrderId: string,
): Promise<OrderRow | null> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.paymentOrderId, paymentOrderId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findOrderIdByNumber(
  db: Database,
  orderNumber: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .limit(1);
  return row?.id ?? null;
}

export async function lockOrderRow(tx: Database, id: number): Promise<OrderRow | null> {
  const rows = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return rows[0] ?? null;
}

export type OrderListFilter = { id: number } | { buyerId: number } | 'all';

export interface OrderListRow {
  order: OrderRow;
  sellerAddress: string;
  sellerPhone: string;
  buyerUsername: string | null;
  sellerUsername: string | null;
}

const buyers = alias(users, 'buyers');
const sellers = alias(users, 'sellers');

export function findOrderListRows(db: Database, filter: OrderListFilter): Promise<OrderListRow[]> {
  const notDeleted = ne(orders.status, 'deleted');
  const where =
    filter === 'all'
      ? notDeleted
      : 'id' in filter
        ? eq(orders.id, filter.id)
        : and(eq(orders.buyerId, filter.buyerId), notDeleted);
  return db
    .select({
      order: orders,
      sellerAddress: ads.address,
      sellerPhone: ads.phone,
      buyerUsername: buyers.username,
      sellerUsername: sellers.username,
    })
    .from(orders)
    .innerJoin(ads, eq(ads.id, orders.adId))
    .leftJoin(buyers, eq(buyers.id, orders.buyerId))
    .leftJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

// Statuses are free text (spec §4): the tabs compare them as the app does, trimmed and lower-case.
const normalizedStatus = sql`lower(trim(${orders.status}))`;
const inTab = (tab: AllOrdersTab) =>
  sql`${normalizedStatus} in (${sql.join(
    ALL_ORDERS_TAB_STATUSES[tab].map((status) => sql`${status}`),
    sql`, `,
  )})`;

export async function countOrderListTabs(
  db: Database,
): Promise<Record<AllOrdersTab | 'all', number>> {
  const countOf = (tab: AllOrdersTab) => sql<number>`(count(*) filter (where ${inTab(tab)}))::int`;
  const rows = await db
    .select({
      all: sql<number>`count(*)::int`,
      open: countOf('open'),
      completed: countOf('completed'),
      cancelled: countOf('cancelled'),
    })
    .from(orders)
    .where(ne(orders.status, 'deleted'));
  return rows[0] ?? { all: 0, open: 0, completed: 0, cancelled: 0 };
}

export async function findOrderListPage(
  db: Database,
  after: { createdAt: string; id: number } | null,
  limit: number,
  tab: AllOrdersTab | 'all' = 'all',
): Promise<{ rows: OrderListRow[]; next: { createdAt: string; id: number } | null }> {
  const found = await db
    .select({
      order: orders,
      sellerAddress: ads.address,
      sellerPhone: ads.phone,
      buyerUsername: buyers.username,
      sellerUsername: sellers.username,
      // A Date would round the microseconds and the next page would repeat one.
      key: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(orders)
    .innerJoin(ads, eq(ads.id, orders.adId))
    .leftJoin(buyers, eq(buyers.id, orders.buyerId))
    .leftJoin(sellers, eq(sellers.id, orders.sellerId))
    .where(
      and(
        ne(orders.status, 'deleted'),
        tab === 'all' ? undefined : inTab(tab),
        after === null
          ? undefined
          : sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const last = found.at(-1);
  return {
    rows: found.map(({ key: _key, ...row }) => row),
    next:
      found.length < limit || last === undefined
        ? null
        : { createdAt: last.key, id: last.order.id },
  };
}

export type OrderFields = Partial<
  Pick<
    OrderRow,
    | 'buyerName'
    | 'buyerPhone'
    | 'buyerAddress'
    | 'comment'
    | 'cancelReason'
    | 'paymentId'
    | 'paidAt'
    | 'deliveredAt'
    | 'completedAt'
    | 'cancelledAt'
    | 'recipientName'
    | 'recipientPhone'
    | 'cardMessage'
  >
>;

/** Of two racing callers one gets null, and no order ever moves backwards. */
export async function transitionOrder(
  tx: Database,
  id: number,
  action: OrderAction,
  set: OrderFields = {},
): Promise<OrderRow | null> {
  const { from, to } = ORDER_TRANSITIONS[action];
  const [row] = await tx
    .update(orders)
    .set({ ...set, ...(to !== null && { status: to }), updatedAt: new Date() })
    .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
    .returning();
  return row ?? null;
}

/** First, since the order number shown to people is made from it. */
export async function nextOrderId(tx: Database): Promise<number> {
  const [row] = await queryRows<{ id: string | number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`,
  );
  return Number(row?.id);
}

export async function insertOrder(
  tx: Database,
  values: typeof orders.$inferInsert,
): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(values).returning();
  if (order === undefined) throw new Error('order insert returned nothing');
  return order;
}

/** A later Init of the same OrderId is the same payment. */
export async function setPayment(
  db: Database,
  id: number,
  payment: { paymentId: string; paymentUrl: string },
  at: Date,
): Promise<void> {
  await db
    .update(orders)
    .set({ ...payment, updatedAt: at })
    .where(and(eq(orders.id, id), isNull(orders.paymentUrl)));
}

/** A repeated «Оплатить» (a double tap, a second device) continues this instead of a refusal. */
export async function findOpenUnpaidOrder(
  db: Database,
  adId: number,
  buyerId: number,
  now: Date,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.adId, adId),
        eq(orders.buyerId, buyerId),
        eq(orders.status, 'created'),
        gt(orders.paymentDeadline, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function lockOrderByPaymentOrderId(
  tx: Database,
  paymentOrderId: string,
): Promise<OrderRow | null> {
  const rows = await tx
    .select()
    .from(orders)
    .where(eq(orders.paymentOrderId, paymentOrderId))
    .for('update');
  return rows[0] ?? null;
}

export async function findActiveOrderIdForAd(db: Database, adId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.adId, adId), inArray(orders.status, [...ACTIVE_ORDER_STATUSES])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row?.id ?? null;
}

/** SKIP LOCKED gives each to one node; the moved deadline keeps others off meanwhile. */
export async function claimOverdueUnpaidOrders(
  db: Database,
  now: Date,
  recheckAfterMs: number,
  limit: number,
): Promise<OrderRow[]> {
  const ids = await claimDueRows(db, {
    table: orders,
    key: orders.id,
    due: orders.paymentDeadline,
    where: eq(orders.status, 'created'),
    now,
    recheckAt: new Date(now.getTime() + recheckAfterMs),
    limit,
  });
  if (ids.length === 0) return [];
  return db.select().from(orders).where(inArray(orders.id, ids));
}
