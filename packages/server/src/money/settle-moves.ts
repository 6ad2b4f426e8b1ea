import { SETTLEMENT_CANCEL_REASONS } from '@flowers/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config, SafeDealSettings } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';
import { createAdAnnouncer } from '../ads/ad-events.ts';
import { transitionAd, type AppliedTransition } from '../ads/ads.repository.ts';
import {
  ACTIVE_ORDER_STATUSES,
  lockOrderRow,
  transitionOrder,
  type OrderRow,
} from '../orders/orders.repository.ts';
import { orderLifecycle } from '../orders/order-lifecycle.ts';
import { notifyDealDone } from '../orders/order-notifications.ts';
import { TbankError, type TbankClient } from '../tbank/tbank-client.ts';
import { recordBankStatus, type BankStatus } from './bank-status.ts';
import { postDealDone } from './ledger/ledger.ts';
import { findMoney, type MoneyRow } from './money.repository.ts';
import { createBankIntents } from './bank-intents.ts';
import { receiptForBankCall, refundedSellerShare } from './payment-receipt.ts';

export interface SettleDeps {
  db: Database;
  media: MediaStorage;
  publisher: LivePublisher;
  tbank: TbankClient;
  settings: SafeDealSettings;
  receipt: Config['receipt'];
  log: FastifyBaseLogger;
  now: () => Date;
}

/** Statuses in which the bank still holds or has the buyer's money: a Cancel has work to do. */
const MONEY_AT_BANK: ReadonlySet<string> = new Set([
  'AUTHORIZED',
  'PARTIAL_REVERSED',
  'CONFIRMED',
  'PARTIAL_REFUNDED',
]);
const KEPT_STATES: ReadonlySet<string> = new Set(['captured', 'partially_refunded']);
const GIVEN_BACK_STATES: ReadonlySet<string> = new Set(['released', 'refunded']);
export const isActive = (status: string) =>
  (ACTIVE_ORDER_STATUSES as readonly string[]).includes(status);

/** The order completes and its kept money splits between the seller and us; the seller is told once. */
async function completeDeal(
  tx: Database,
  order: OrderRow,
  money: MoneyRow,
  at: Date,
): Promise<AppliedTransition | null> {
  await transitionOrder(tx, order.id, 'complete', { completedAt: at });
  await postDealDone(tx, order.id, at);
  await notifyDealDone(tx, order, money);
  return transitionAd(tx, order.adId, 'completeOrder');
}

// Each move calls the bank outside any transaction, at most once per intent, then records its
// answer via recordBankStatus and moves the order the way the money went.
export function createSettleMoves(deps: SettleDeps) {
  const { db, tbank } = deps;
  const announce = createAdAnnouncer(deps);
  const intents = createBankIntents(deps);

  async function stateOf(paymentId: string): Promise<BankStatus | null> {
    try {
      const state = await tbank.getState(paymentId);
      return { status: state.Status, amountKopecks: state.Amount ?? null };
    } catch (error) {
      if (error instanceof TbankError) return null;
      throw error;
    }
  }

  async function callBank(
    paymentId: string,
    intent: {
      key: string;
      undone: (status: string) => boolean;
      send: () => Promise<{ Status: string; Amount?: number; NewAmount?: number }>;
    },
    expectedKopecks: number | null,
  ): Promise<BankStatus | null> {
    const outcome = await intents.once({
      key: intent.key,
      paymentId,
      send: intent.send,
      lookUp: () => tbank.getState(paymentId),
      undone: (state) => intent.undone(state.Status),
    });
    if ('sent' in outcome) {
      const answer = outcome.sent;
      return {
        status: answer.Status,
        amountKopecks: answer.NewAmount ?? answer.Amount ?? expectedKopecks,
      };
    }
    if ('state' in outcome) {
      return { status: outcome.state.Status, amountKopecks: outcome.state.Amount ?? null };
    }
    if ('later' in outcome) return null;
    deps.log.warn({ err: outcome.failed, paymentId }, 'T-Bank call failed, asking GetState');
    return stateOf(paymentId);
  }

  /** `finish`: the money kept at the bank completes the deal (a capture we asked for, or agreed to). */
  async function apply(order: OrderRow, bank: BankStatus | null, reason: string, finish = false) {
    if (bank === null) return;
    const at = deps.now();
    const moved: AppliedTransition | null = await db.transaction(async (tx) => {
      const current = await lockOrderRow(tx, order.id);
      if (current === null) return null;
      await recordBankStatus(tx, current, bank, at, deps.settings.holdMs);
      const money = await findMoney(tx, order.id);
      if (money?.payType !== 'T') return null;
      if (
        finish &&
        KEPT_STATES.has(money.state) &&
        ['paid', 'delivered'].includes(current.status)
      ) {
        // Told here, once: whoever heard of the capture first, the deal is done only now.
        return completeDeal(tx, current, money, at);
      }
      if (GIVEN_BACK_STATES.has(money.state) && isActive(current.status)) {
        const off = await orderLifecycle.cancel(tx, current, 'cancel', reason, at);
        return off?.released ?? null;
      }
      return null;
    });
    await announce(moved);
  }

  /** A partial Confirm carries the receipt of what it charges; a full one reuses Init's. */
  async function capture(
    order: OrderRow,
    money: MoneyRow,
    paymentId: string,
    kopecks: number,
  ): Promise<void> {
    const partial = kopecks < money.heldKopecks;
    const receipt = partial
      ? await receiptForBankCall(db, deps.receipt, order, {
          amountKopecks: kopecks,
          sellerShareKopecks: money.sellerShareKopecks,
        })
      : undefined;
    const bank = await callBank(
      paymentId,
      {
        key: `confirm:${paymentId}`,
        undone: (status) => status === 'AUTHORIZED',
        send: () => tbank.confirm(paymentId, partial ? kopecks : undefined, receipt),
      },
      kopecks,
    );
    await apply(order, bank, SETTLEMENT_CANCEL_REASONS.holdLapsed, true);
  }

  /** The bank has charged already: the deal completes with what it kept. */
  const finish = (order: OrderRow, money: MoneyRow) =>
    apply(
      order,
      { status: 'CONFIRMED', amountKopecks: money.capturedKopecks },
      SETTLEMENT_CANCEL_REASONS.holdLapsed,
      true,
    );

  /** A moderator's partial refund of money the bank charged on its own; the rest completes. */
  async function refundPart(order: OrderRow, money: MoneyRow, paymentId: string, kopecks: number) {
    const key = `${paymentId}-dispute-refund`;
    const receipt = await receiptForBankCall(db, deps.receipt, order, {
      amountKopecks: kopecks,
      sellerShareKopecks: refundedSellerShare(money, kopecks),
    });
    const bank = await callBank(
      paymentId,
      {
        key,
        undone: (status) => status === 'CONFIRMED',
        send: () => tbank.cancel(paymentId, key, kopecks, receipt),
      },
      money.capturedKopecks - money.refundedKopecks - kopecks,
    );
    await apply(order, bank, SETTLEMENT_CANCEL_REASONS.disputeReleased, true);
  }

  // Charged money comes back with a refund receipt of the refunded sum (54-FZ).
  async function giveBack(order: OrderRow, money: MoneyRow, paymentId: string, reason: string) {
    const key = `${paymentId}-release`;
    const refund = money.state === 'held' ? 0 : money.capturedKopecks - money.refundedKopecks;
    const receipt =
      refund > 0
        ? await receiptForBankCall(db, deps.receipt, order, {
            amountKopecks: refund,
            sellerShareKopecks: refundedSellerShare(money, refund),
          })
        : undefined;
    const bank = await callBank(
      paymentId,
      {
        key,
        undone: (status) => MONEY_AT_BANK.has(status),
        send: () => tbank.cancel(paymentId, key, undefined, receipt),
      },
      null,
    );
    await apply(order, bank, reason);
  }

  return { stateOf, apply, capture, finish, refundPart, giveBack };
}
