import {
  OWN_AD_ORDER_MESSAGE,
  deliveryDetails,
  deliverySlotProblem,
  formatOrderNumber,
  type PayRequest,
  type PayResponse,
} from '@flowers/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createAdAnnouncer } from '../ads/ad-events.ts';
import { AD_NOT_FOUND } from '../ads/ad-transition.ts';
import { findAdRow, transitionAd } from '../ads/ads.repository.ts';
import { assertCan } from '../auth/access.ts';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import {
  insertOrder,
  nextOrderId,
  setPaymentId,
  transitionOrder,
  type OrderRow,
} from '../orders/orders.repository.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';
import { buildInitRequest } from './init-request.ts';
import type { TbankClient } from '../tbank/tbank-client.ts';

/** How long the bouquet stays reserved for a buyer who has not paid yet. */
export const PAYMENT_WINDOW_MS = 20 * 60 * 1000;

const NOT_YOUR_ORDER = 'Заказ можно оформить только от своего имени';
const AD_TAKEN = 'Этот букет уже заказан или недоступен для заказа';
export const PAYMENT_UNAVAILABLE =
  'Не удалось создать платёж: банк не ответил. Букет снова доступен, попробуйте ещё раз позже.';
const INIT_FAILED_REASON = 'Платёж не создан';

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

/** POST /api/tinkoff/pay: reserve the bouquet, open the order, start the payment (spec §2). */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db, tbank } = deps;

  const announce = createAdAnnouncer(deps);

  /** One transaction: the reservation and the order stand or fall together. */
  function reserveAndOpenOrder(buyer: CurrentUser, request: PayRequest) {
    const openedAt = deps.now();
    return db.transaction(async (tx) => {
      const ad = await findAdRow(tx, request.adId);
      if (ad === null) throw new AppError('not_found', AD_NOT_FOUND);
      if (ad.ownerId === buyer.id) throw new AppError('conflict', OWN_AD_ORDER_MESSAGE);
      const transition = await transitionAd(tx, ad.id, 'reserve');
      if (transition === null) throw new AppError('conflict', AD_TAKEN);
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

  /** Init failed: the order is cancelled and the bouquet goes back to the catalogue. */
  async function abandon(order: OrderRow): Promise<void> {
    const released = await db.transaction(async (tx) => {
      const cancelled = await transitionOrder(tx, order.id, 'failPayment', {
        cancelReason: INIT_FAILED_REASON,
        cancelledAt: deps.now(),
      });
      return cancelled === null ? null : transitionAd(tx, order.adId, 'releaseReservation');
    });
    await announce(released);
  }

  return {
    async pay(buyer: CurrentUser, request: PayRequest): Promise<PayResponse> {
      assertCan(buyer, 'browse');
      if (request.buyer_user_id != null && request.buyer_user_id !== String(buyer.id)) {
        throw new AppError('forbidden', NOT_YOUR_ORDER);
      }
      // The slot is judged against the server's clock, before anything is reserved.
      const slotProblem =
        request.delivery_date === undefined || request.delivery_slot === undefined
          ? null
          : deliverySlotProblem(request.delivery_date, request.delivery_slot, deps.now());
      if (slotProblem !== null) throw new AppError('validation', slotProblem);
      const { order, transition } = await reserveAndOpenOrder(buyer, request);
      await announce(transition);
      let payment: { PaymentId: string; PaymentURL: string };
      try {
        payment = await tbank.init(
          buildInitRequest(order, {
            publicUrl: deps.publicUrl,
            receipt: deps.receipt,
            dueAt: order.paymentDeadline ?? new Date(),
          }),
        );
      } catch (error) {
        deps.log.error({ err: error, orderId: order.id }, 'T-Bank Init failed');
        await abandon(order);
        throw new AppError('unavailable', PAYMENT_UNAVAILABLE);
      }
      await setPaymentId(db, order.id, payment.PaymentId, deps.now());
      return { paymentUrl: payment.PaymentURL };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
