import {
  OWN_AD_ORDER_MESSAGE,
  SELLER_WITHOUT_INN_MESSAGE,
  deliveryDetails,
  deliverySlotProblem,
  formatOrderNumber,
  type PayRequest,
  type PayResponse,
  AD_NOT_FOUND_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_FOR_SOMEONE_ELSE_MESSAGE,
  AD_TAKEN_MESSAGE,
  PAYMENT_UNAVAILABLE_MESSAGE,
  ORDER_NOT_PAYABLE_MESSAGE,
  PAYMENT_PENDING_MESSAGE,
  PAYMENT_NOT_CREATED_REASON,
  PAYMENT_WINDOW_MS,
} from '@flowers/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createAdAnnouncer } from '../ads/ad-events.ts';
import { findAdRow, transitionAd } from '../ads/ads.repository.ts';
import { requireAccess, requireRole } from '../access/require-access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { findTaxDetails } from '../payment-info/tax-details.repository.ts';
import {
  findOpenUnpaidOrder,
  findOrderRow,
  insertOrder,
  nextOrderId,
  setPayment,
  type OrderRow,
} from '../orders/orders.repository.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';
import { buildInitRequest } from './init-request.ts';
import { orderLifecycle } from '../orders/order-lifecycle.ts';
import type { TbankClient } from '../tbank/tbank-client.ts';
import { receiptSupplier } from './payment-receipt.ts';

/** Longer than an Init may take (the client's timeout): then the first tap has surely ended. */
const FIRST_INIT_WAIT_MS = 20_000;
const POLL_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CheckoutDeps {
  db: Database;
  media: MediaStorage;
  publisher: LivePublisher;
  tbank: TbankClient;
  publicUrl: string;
  receipt: Config['receipt'];
  log: FastifyBaseLogger;
  now: () => Date;
}

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, tbank } = deps;

  const announce = createAdAnnouncer(deps);

  /** One transaction: the reservation and the order stand or fall together. */
  function reserveAndOpenOrder(buyer: CurrentUser, request: PayRequest) {
    const openedAt = deps.now();
    return db.transaction(async (tx) => {
      const ad = await findAdRow(tx, request.adId);
      if (ad === null) throw new AppError('not_found', AD_NOT_FOUND_MESSAGE);
      if (ad.ownerId === buyer.id) throw new AppError('conflict', OWN_AD_ORDER_MESSAGE);
      // Every receipt names its supplier's ИНН (54-FZ): without it there is no card payment.
      if ((await findTaxDetails(tx, ad.ownerId)) === null) {
        throw new AppError('conflict', SELLER_WITHOUT_INN_MESSAGE);
      }
      const transition = await transitionAd(tx, ad.id, 'reserve');
      if (transition === null) {
        // The reservation is the lock: a racing first tap has committed its order by now.
        const mine = await findOpenUnpaidOrder(tx, ad.id, buyer.id, openedAt);
        if (mine === null) throw new AppError('conflict', AD_TAKEN_MESSAGE);
        return { order: mine, transition: null };
      }
      const id = await nextOrderId(tx);
      const order = await insertOrder(tx, {
        id,
        orderNumber: formatOrderNumber(id, openedAt),
        adId: ad.id,
        buyerId: buyer.id,
        sellerId: ad.ownerId,
        // The price is the server's, whatever amount the client sent (ARCHITECTURE.md).
        title: transition.row.title,
        price: transition.row.price,
        originalPrice: transition.row.originalPrice,
        buyerName: request.name,
        buyerPhone: request.phone,
        buyerEmail: request.email ?? null,
        buyerAddress: request.address,
        comment: request.comment || null,
        ...deliveryDetails(request),
        status: 'created',
        // A fresh OrderId per payment attempt at T-Bank; an order has one attempt.
        paymentOrderId: `${id}-1`,
        paymentDeadline: new Date(openedAt.getTime() + PAYMENT_WINDOW_MS),
        payType: tbank.payType,
        createdAt: openedAt,
      });
      return { order, transition };
    });
  }

  async function abandon(order: OrderRow): Promise<void> {
    const cancelled = await db.transaction((tx) =>
      orderLifecycle.cancel(tx, order, 'failPayment', PAYMENT_NOT_CREATED_REASON, deps.now()),
    );
    await announce(cancelled?.released ?? null);
  }

  /** The seller as the receipt names them: read at Init, as the bank reads it then. */
  const supplierOf = (order: OrderRow) => receiptSupplier(db, order);

  /** Init for the order's own OrderId: the bank answers a repeated one with the same payment. */
  async function startPayment(order: OrderRow): Promise<string> {
    const supplier = await supplierOf(order);
    if (supplier === null) {
      await abandon(order);
      throw new AppError('conflict', SELLER_WITHOUT_INN_MESSAGE);
    }
    let payment: { PaymentId: string; PaymentURL: string };
    try {
      payment = await tbank.init(
        buildInitRequest(order, {
          publicUrl: deps.publicUrl,
          receipt: deps.receipt,
          dueAt: order.paymentDeadline ?? new Date(),
          supplier,
        }),
      );
    } catch (error) {
      deps.log.error({ err: error, orderId: order.id }, 'T-Bank Init failed');
      await abandon(order);
      throw new AppError('unavailable', PAYMENT_UNAVAILABLE_MESSAGE);
    }
    await setPayment(
      db,
      order.id,
      { paymentId: payment.PaymentId, paymentUrl: payment.PaymentURL },
      deps.now(),
    );
    return (await findOrderRow(db, order.id))?.paymentUrl ?? payment.PaymentURL;
  }

  // A racing request's Init may still be on its way: wait rather than call the bank twice; only an
  // order older than any Init may take has Init repeated, for the same OrderId.
  async function paymentOf(order: OrderRow): Promise<string> {
    const age = deps.now().getTime() - order.createdAt.getTime();
    const giveUpAt = performance.now() + Math.max(0, FIRST_INIT_WAIT_MS - age);
    let current: OrderRow | null = order;
    while (current?.status === 'created' && current.paymentUrl === null) {
      if (performance.now() >= giveUpAt) {
        // A payment without its form's address (kept before there was one) is not made again.
        if (current.paymentId !== null) break;
        return startPayment(current);
      }
      await sleep(POLL_MS);
      current = await findOrderRow(db, order.id);
    }
    if (current?.status !== 'created' || current.paymentUrl === null) {
      throw new AppError('unavailable', PAYMENT_UNAVAILABLE_MESSAGE);
    }
    return current.paymentUrl;
  }

  return {
    async pay(buyer: CurrentUser, request: PayRequest): Promise<PayResponse> {
      requireRole(buyer, 'order.create');
      if (request.buyer_user_id != null && request.buyer_user_id !== String(buyer.id)) {
        throw new AppError('forbidden', ORDER_FOR_SOMEONE_ELSE_MESSAGE);
      }
      // The slot is judged against the server's clock, before anything is reserved.
      const slotProblem =
        request.delivery_date === undefined || request.delivery_slot === undefined
          ? null
          : deliverySlotProblem(request.delivery_date, request.delivery_slot, deps.now());
      if (slotProblem !== null) throw new AppError('validation', slotProblem);
      const { order, transition } = await reserveAndOpenOrder(buyer, request);
      if (transition === null) {
        return { paymentUrl: await paymentOf(order) };
      }
      await announce(transition);
      return { paymentUrl: await startPayment(order) };
    },

    async resume(buyer: CurrentUser, orderId: number): Promise<PayResponse> {
      await requireAccess(db, buyer, 'order.pay', orderId);
      const order = await findOrderRow(db, orderId);
      if (order === null || order.status === 'deleted') {
        throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
      }
      const open =
        order.status === 'created' &&
        order.paymentDeadline !== null &&
        order.paymentDeadline > deps.now();
      if (!open) throw new AppError('conflict', ORDER_NOT_PAYABLE_MESSAGE);
      // Its Init is still on its way: the page offers «Оплатить» only once there is a form.
      if (order.paymentUrl === null) throw new AppError('conflict', PAYMENT_PENDING_MESSAGE);
      return { paymentUrl: order.paymentUrl };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
