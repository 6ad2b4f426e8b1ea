import {
  type AllOrdersTab,
  canOrderTransition,
  type Order,
  type OrderEdit,
  type OrderPage,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_WRONG_STATUS_MESSAGE,
  STAFF_CANCEL_REASON,
  PAID_MEANWHILE_MESSAGE,
  PAYMENT_IN_PROGRESS_MESSAGE,
  UNPAID_DELIVERY_MESSAGE,
} from '@flowers/domain';
import { auditedTransaction } from '../audit/audited-transaction.ts';
import { createAdAnnouncer } from '../ads/ad-events.ts';
import { nextCursorOf, pageKeyOf } from '../ads/ad-page-cursor.ts';
import { transitionAd } from '../ads/ads.repository.ts';
import { requireAccess, requireRole } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { orderLifecycle } from './order-lifecycle.ts';
import type { MoneyPort } from './money-port.ts';
import { notifyOrderCancelled, notifyOrderDelivered } from './order-notifications.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';
import {
  selectAllOrders,
  selectAllOrdersPage,
  selectBuyerOrders,
  selectOrder,
} from './order-json.ts';
import { applyOrderTransition } from './order-transition.ts';
import {
  ACTIVE_ORDER_STATUSES,
  countOrderListTabs,
  findActiveOrderIdForAd,
  findOrderRow,
  transitionOrder,
  type OrderRow,
} from './orders.repository.ts';

export interface OrdersDeps {
  db: Database;
  media: MediaStorage;
  publisher: LivePublisher;
  money: MoneyPort;
  now: () => Date;
}

const ORDER_PAGE_ITEMS = 24;
const isActive = (status: string) => (ACTIVE_ORDER_STATUSES as readonly string[]).includes(status);

export function createOrdersService(deps: OrdersDeps) {
  const { db, publisher, money } = deps;
  const source = { db, media: deps.media, safeDeals: money.safeDeals };

  async function load(id: number): Promise<Order> {
    const order = await selectOrder(source, id);
    if (order === null) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
    return order;
  }

  /** Issue 16: the buyer's open order page reloads. */
  function tellBuyer(order: Order): Order {
    publisher.orderUpdated({
      id: order.id,
      buyerId: Number(order.buyer_user_id),
      status: order.status,
    });
    return order;
  }

  const announce = createAdAnnouncer(deps);

  /** An unpaid order is moved on by staff only once its payment form is closed at the bank. */
  async function closeFormIfUnpaid(id: number): Promise<void> {
    const order = await findOrderRow(db, id);
    if (order === null) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
    if (order.status !== 'created') return;
    const { verdict } = await money.closePaymentForm(order);
    if (verdict === 'paid') throw new AppError('conflict', PAID_MEANWHILE_MESSAGE);
    if (verdict === 'pending') throw new AppError('conflict', PAYMENT_IN_PROGRESS_MESSAGE);
  }

  async function act(
    staff: CurrentUser,
    id: number,
    action: 'markDelivered' | 'edit',
    set: Parameters<typeof applyOrderTransition>[3],
    also?: (tx: Database, row: OrderRow) => Promise<void>,
  ): Promise<Order> {
    await auditedTransaction(
      db,
      async (tx) => {
        const row = await applyOrderTransition(tx, id, action, set);
        if (action === 'markDelivered') await notifyOrderDelivered(tx, row);
        await also?.(tx, row);
      },
      () => ({
        actorId: staff.id,
        action: `order.${action}`,
        targetType: 'order',
        targetId: id,
        details: { ...set },
      }),
    );
    return tellBuyer(await load(id));
  }

  // The payment is cancelled at the bank first; only then is the order closed.
  async function close(
    staff: CurrentUser,
    id: number,
    action: 'cancel' | 'delete',
    reason: string | null,
  ): Promise<Order> {
    const order = await findOrderRow(db, id);
    if (order === null) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
    if (!canOrderTransition(action, order.status)) {
      throw new AppError('conflict', ORDER_WRONG_STATUS_MESSAGE);
    }
    const wasActive = isActive(order.status);
    const recordBankAnswer = wasActive ? await money.cancelPayment(order) : null;
    const at = deps.now();
    const outcome = await auditedTransaction(
      db,
      async (tx) => {
        // The bank's answer first: the money row says released or refunded whatever follows.
        await recordBankAnswer?.(tx, at);
        const off = wasActive
          ? await orderLifecycle.cancel(tx, order, action, reason ?? STAFF_CANCEL_REASON, at)
          : { cancelled: await transitionOrder(tx, id, action, {}), released: null };
        const closed = off?.cancelled ?? null;
        if (closed === null) {
          // A payment notification may have cancelled it while the bank was refunding.
          const now = await findOrderRow(tx, id);
          if (action === 'cancel' && now?.status === 'cancelled') return null;
          throw new AppError('conflict', ORDER_WRONG_STATUS_MESSAGE);
        }
        // Only a paid order has a seller told to deliver and a buyer owed money back.
        if (wasActive && order.status !== 'created') {
          await notifyOrderCancelled(tx, closed, closed.cancelReason ?? STAFF_CANCEL_REASON);
        }
        return { released: off?.released ?? null };
      },
      (done) =>
        done === null
          ? null
          : {
              actorId: staff.id,
              action: `order.${action}`,
              targetType: 'order',
              targetId: id,
              details: { oldStatus: order.status, refunded: wasActive && order.paymentId !== null },
            },
    );
    await announce(outcome?.released ?? null);
    return tellBuyer(await load(id));
  }

  return {
    async all(staff: CurrentUser): Promise<Order[]> {
      requireRole(staff, 'order.listAll');
      return selectAllOrders(source);
    },

    async allPage(
      staff: CurrentUser,
      query: { cursor?: string; tab: AllOrdersTab | 'all' },
    ): Promise<OrderPage> {
      requireRole(staff, 'order.listAll');
      const after = pageKeyOf(query.cursor);
      const [page, counts] = await Promise.all([
        selectAllOrdersPage(source, after, ORDER_PAGE_ITEMS, query.tab),
        countOrderListTabs(db),
      ]);
      return { orders: page.orders, next_cursor: nextCursorOf(page.next), counts };
    },

    async mine(buyer: CurrentUser): Promise<Order[]> {
      requireRole(buyer, 'order.listOwn');
      return selectBuyerOrders(source, buyer.id);
    },

    async get(viewer: CurrentUser, id: number): Promise<Order> {
      const held = await requireAccess(db, viewer, 'order.read', id);
      const order = await load(id);
      if (held.has('allOrders') || held.has('buyer')) return order;
      return { ...order, buyer_phone: null, buyer_email: null };
    },

    async getForStaff(staff: CurrentUser, id: number): Promise<Order> {
      await requireAccess(db, staff, 'order.staffRead', id);
      return load(id);
    },

    async activeOrderIdForAd(staff: CurrentUser, adId: number): Promise<number | null> {
      await requireAccess(db, staff, 'order.findByAd', adId);
      return findActiveOrderIdForAd(db, adId);
    },

    async edit(staff: CurrentUser, id: number, edit: OrderEdit): Promise<Order> {
      await requireAccess(db, staff, 'order.edit', id);
      return act(staff, id, 'edit', {
        ...(edit.buyer_name !== undefined && { buyerName: edit.buyer_name }),
        ...(edit.buyer_phone !== undefined && { buyerPhone: edit.buyer_phone }),
        ...(edit.buyer_address !== undefined && { buyerAddress: edit.buyer_address }),
        ...(edit.comment !== undefined && { comment: edit.comment || null }),
        ...(edit.recipient_name !== undefined && { recipientName: edit.recipient_name || null }),
        ...(edit.recipient_phone !== undefined && {
          recipientPhone: edit.recipient_phone || null,
        }),
        ...(edit.card_message !== undefined && { cardMessage: edit.card_message || null }),
      });
    },

    async markDelivered(staff: CurrentUser, id: number): Promise<Order> {
      await requireAccess(db, staff, 'order.deliver', id);
      // Issue 40: delivery follows the money; the conditional update refuses it too.
      if ((await findOrderRow(db, id))?.status === 'created') {
        throw new AppError('conflict', UNPAID_DELIVERY_MESSAGE);
      }
      await act(staff, id, 'markDelivered', { deliveredAt: deps.now() }, money.askBuyerIfAwaited);
      await money.settle(id);
      return load(id);
    },

    async complete(staff: CurrentUser, id: number): Promise<Order> {
      await requireAccess(db, staff, 'order.complete', id);
      await closeFormIfUnpaid(id);
      const { completed } = await auditedTransaction(
        db,
        async (tx) => {
          const at = deps.now();
          const order = await applyOrderTransition(tx, id, 'complete', { completedAt: at });
          await money.postDealDone(tx, id, at);
          return {
            adId: order.adId,
            unpaid: order.paidAt === null,
            completed: await transitionAd(tx, order.adId, 'completeOrder'),
          };
        },
        ({ adId, unpaid }) => ({
          actorId: staff.id,
          action: 'order.complete',
          targetType: 'order',
          targetId: id,
          details: { adId, unpaid },
        }),
      );
      await announce(completed);
      // A held payment waits for the buyer's answer from now on.
      await money.settle(id);
      return tellBuyer(await load(id));
    },

    async cancel(staff: CurrentUser, id: number, reason: string | null = null): Promise<Order> {
      await requireAccess(db, staff, 'order.cancel', id);
      return close(staff, id, 'cancel', reason);
    },

    async remove(staff: CurrentUser, id: number): Promise<Order> {
      await requireAccess(db, staff, 'order.delete', id);
      return close(staff, id, 'delete', null);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
