import { ORDER_TRANSITIONS, type AdAction, type OrderAction } from '@flowers/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { applyAdTransition, type AppliedTransition } from '../ads/ads.repository.ts';
import type { Database } from '../db/database.ts';
import { orders } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';

export type OrderRow = typeof orders.$inferSelect;

export const ORDER_NOT_FOUND = 'Заказ не найден';
export const ORDER_WRONG_STATUS = 'Это действие недоступно в текущем статусе заказа';

/** Orders still in progress: the ad stays reserved for them (spec §4). */
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

export async function lockOrderRow(tx: Database, id: number): Promise<OrderRow | null> {
  const rows = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return rows[0] ?? null;
}

type OrderFields = Partial<
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
  >
>;

/**
 * One arrow of the order state machine as a conditional UPDATE, like applyAdTransition: of
 * two racing callers one gets 409, and no order ever moves backwards. Run it in a transaction.
 */
export async function applyOrderTransition(
  tx: Database,
  id: number,
  action: OrderAction,
  set: OrderFields = {},
): Promise<OrderRow> {
  const { from, to } = ORDER_TRANSITIONS[action];
  const [row] = await tx
    .update(orders)
    .set({ ...set, ...(to !== null && { status: to }), updatedAt: new Date() })
    .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
    .returning();
  if (row !== undefined) return row;
  if ((await findOrderRow(tx, id)) === null) throw new AppError('not_found', ORDER_NOT_FOUND);
  throw new AppError('conflict', ORDER_WRONG_STATUS);
}

/** Like applyOrderTransition, but null instead of 409 when the order has moved on already. */
export async function tryOrderTransition(
  tx: Database,
  id: number,
  action: OrderAction,
  set: OrderFields = {},
): Promise<OrderRow | null> {
  try {
    return await applyOrderTransition(tx, id, action, set);
  } catch (error) {
    if (error instanceof AppError && error.code === 'conflict') return null;
    throw error;
  }
}

/**
 * The ad side of an order's end: an admin may have deleted the reserved ad meanwhile, and
 * that must not block cancelling or completing the order, so a moved-on ad is left alone.
 */
export async function tryAdTransition(
  tx: Database,
  adId: number,
  action: Extract<AdAction, 'releaseReservation' | 'completeOrder'>,
): Promise<AppliedTransition | null> {
  try {
    return await applyAdTransition(tx, adId, action);
  } catch (error) {
    if (error instanceof AppError && error.code === 'conflict') return null;
    throw error;
  }
}
