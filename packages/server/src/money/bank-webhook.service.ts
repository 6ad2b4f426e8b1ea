import {
  rublesToKopecks,
  bankMismatchProblem,
  FORGED_NOTIFICATION_MESSAGE,
  PAYMENT_FAILURE_REASONS,
} from '@flowers/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createAdAnnouncer } from '../ads/ad-events.ts';
import type { AppliedTransition } from '../ads/ads.repository.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { createLogThrottle } from '../http/log-throttle.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { lockOrderByPaymentOrderId, type OrderRow } from '../orders/orders.repository.ts';
import { notifyPaymentFailed, notifyStaffPaymentProblem } from '../orders/order-notifications.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';
import { FAILED_PAYMENT_STATUSES, PAID_PAYMENT_STATUSES } from '../tbank/tbank-client.ts';
import { insertPaymentEvent } from './payment-events.repository.ts';
import { hasValidToken } from '../tbank/tbank-token.ts';
import { CLOSED_ORDER_STATUSES, recordBankStatus } from './bank-status.ts';
import { orderLifecycle } from '../orders/order-lifecycle.ts';
import type { Settler } from './settle.ts';

type Notification = Record<string, unknown>;

// Anyone can post forgeries, so they are not stored and only a few a minute reach the log.
const FORGED_LOG_LINES_PER_MINUTE = 10;

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

// After a partial Confirm or Cancel of a paid order the bank reports what is left of it.
const PARTIAL_AMOUNT_STATUSES: ReadonlySet<string> = new Set([
  'CONFIRMED',
  'PARTIAL_REFUNDED',
  'PARTIAL_REVERSED',
  'REFUNDED',
  'REVERSED',
]);

// A money notification that also reports a failure (`Success: false`, an ErrorCode) contradicts
// itself: it changes nothing, and GetState decides in reconciliation.
function mismatch(order: OrderRow, body: Notification): string | null {
  const reportsFailure = body.Success !== true || text(body.ErrorCode) !== '0';
  if (reportsFailure && !FAILED_PAYMENT_STATUSES.has(text(body.Status) ?? '')) {
    return `failure reported with ${text(body.Status) ?? 'no status'}`;
  }
  const full = rublesToKopecks(order.price);
  const amount = body.Amount;
  const partial =
    order.status !== 'created' && PARTIAL_AMOUNT_STATUSES.has(text(body.Status) ?? '');
  const fits =
    amount === full ||
    (partial &&
      typeof amount === 'number' &&
      Number.isInteger(amount) &&
      amount >= 0 &&
      amount < full);
  if (!fits) return 'amount';
  const paymentId = text(body.PaymentId);
  if (order.paymentId !== null && paymentId !== order.paymentId) return 'payment id';
  return null;
}

// Forgeries are refused unstored (rate-limited log only); genuine ones apply only from `created`,
// so replays and late or out-of-order statuses change nothing.
export function createBankWebhookService(deps: {
  db: Database;
  media: MediaStorage;
  publisher: LivePublisher;
  terminal: { terminalKey: string; password: string };
  settler: Settler;
  holdMs: number;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  const { db, terminal } = deps;
  const announce = createAdAnnouncer(deps);
  const forgedLog = createLogThrottle({ perWindow: FORGED_LOG_LINES_PER_MINUTE, windowMs: 60_000 });

  async function apply(tx: Database, order: OrderRow, status: string, body: Notification) {
    const at = deps.now();
    const amountKopecks = typeof body.Amount === 'number' ? body.Amount : null;
    // The money row first: for a cancelled order it makes the money due back at once.
    // A capture finishes the deal only through the settler, which also tells the seller.
    const money = await recordBankStatus(tx, order, { status, amountKopecks }, at, deps.holdMs);
    if (PAID_PAYMENT_STATUSES.has(status)) {
      const paid = await orderLifecycle.markPaid(tx, order.id, {
        paidAt: at,
        paymentId: order.paymentId ?? text(body.PaymentId),
      });
      if (paid === null && CLOSED_ORDER_STATUSES.includes(order.status)) {
        deps.log.warn({ orderId: order.id, status }, 'payment for a closed order: giving it back');
      }
      return { applied: paid !== null || money !== null, released: null, changed: paid };
    }
    if (FAILED_PAYMENT_STATUSES.has(status)) {
      const reason = PAYMENT_FAILURE_REASONS[status] ?? status;
      const off = await orderLifecycle.cancel(tx, order, 'failPayment', reason, at);
      if (off === null) return { applied: money !== null, released: null, changed: null };
      await notifyPaymentFailed(tx, off.cancelled, off.cancelled.cancelReason ?? status);
      return { applied: true, released: off.released, changed: off.cancelled };
    }
    return { applied: money !== null, released: null, changed: null };
  }

  return {
    async receive(body: Notification): Promise<void> {
      const status = text(body.Status) ?? 'UNKNOWN';
      const paymentId = text(body.PaymentId);
      const genuine =
        body.TerminalKey === terminal.terminalKey && hasValidToken(body, terminal.password);
      if (!genuine) {
        forgedLog(deps.now().getTime(), (droppedBefore) =>
          deps.log.warn(
            { paymentId, status, droppedBefore },
            'T-Bank notification with a wrong token refused',
          ),
        );
        throw new AppError('forbidden', FORGED_NOTIFICATION_MESSAGE);
      }
      const paymentOrderId = text(body.OrderId);
      const outcome = await db.transaction(async (tx) => {
        const order =
          paymentOrderId === null ? null : await lockOrderByPaymentOrderId(tx, paymentOrderId);
        const wrong = order === null ? 'unknown order' : mismatch(order, body);
        const effect =
          order !== null && wrong === null
            ? await apply(tx, order, status, body)
            : { applied: false, released: null as AppliedTransition | null, changed: null };
        await insertPaymentEvent(tx, {
          orderId: order?.id ?? null,
          paymentId,
          status,
          payload: body,
          verified: true,
          applied: effect.applied,
        });
        if (wrong !== null && order !== null) {
          await notifyStaffPaymentProblem(
            tx,
            bankMismatchProblem(order.orderNumber, wrong, paymentId ?? '—'),
            order.id,
          );
        }
        return { wrong, released: effect.released, order, changed: effect.changed };
      });
      // Signed by the bank, so a retry would not fix it: stored, answered OK, left to a human.
      if (outcome.wrong !== null) {
        deps.log.error(
          { paymentOrderId, paymentId, status, problem: outcome.wrong },
          'T-Bank notification does not match our order',
        );
      }
      const order = outcome.order;
      if (
        outcome.wrong === null &&
        order !== null &&
        CLOSED_ORDER_STATUSES.includes(order.status)
      ) {
        // A payment for a closed order goes back now; if the bank does not answer, the sweep
        // tries again, since the money row is already due.
        await deps.settler.settle(order.id).catch((error: unknown) => {
          deps.log.error({ err: error, orderId: order.id }, 'safe deal: settling failed');
        });
      }
      // The buyer's open order page turns «Оплачен» (or «Отменён») at once.
      if (outcome.changed !== null) deps.publisher.orderUpdated(outcome.changed);
      await announce(outcome.released);
    },
  };
}

export type BankWebhookService = ReturnType<typeof createBankWebhookService>;
