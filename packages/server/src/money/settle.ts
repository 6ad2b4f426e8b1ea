import { confirmationDeadline, SETTLEMENT_CANCEL_REASONS } from '@flowers/domain';
import type { FastifyBaseLogger } from 'fastify';
import { createAdAnnouncer } from '../ads/ad-events.ts';
import type { AppliedTransition } from '../ads/ads.repository.ts';
import type { Config, SafeDealSettings } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import {
  ACTIVE_ORDER_STATUSES,
  findOrderRow,
  lockOrderRow,
  type OrderRow,
} from '../orders/orders.repository.ts';
import { TbankError, type TbankClient } from '../tbank/tbank-client.ts';
import type { LivePublisher } from '../realtime/live-publisher.ts';
import {
  CLOSED_ORDER_STATUSES,
  recordBankStatus,
  type BankStatus,
} from '../order-money/bank-status.ts';
import {
  claimDueMoney,
  findDispute,
  findMoney,
  releaseUndecidedDispute,
  setMoneyDueAt,
  type MoneyRow,
} from '../order-money/money.repository.ts';
import { createBankIntents } from './bank-intents.ts';
import { receiptForBankCall, refundedSellerShare } from './payment-receipt.ts';
import { orderLifecycle } from '../orders/order-lifecycle.ts';

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

const BATCH = 20;
/** Statuses in which the bank still holds or has the buyer's money: a Cancel has work to do. */
const MONEY_AT_BANK: ReadonlySet<string> = new Set(['AUTHORIZED', 'CONFIRMED', 'PARTIAL_REFUNDED']);
const isActive = (status: string) => (ACTIVE_ORDER_STATUSES as readonly string[]).includes(status);

// ARCHITECTURE.md "The safe deal": decided from the database each time, the bank called outside
// any transaction, its answer recorded via recordBankStatus, so retries and crashes are safe.
export function createSettler(deps: SettleDeps) {
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

  async function apply(order: OrderRow, bank: BankStatus | null, reason: string) {
    if (bank === null) return;
    const at = deps.now();
    const moved: AppliedTransition | null = await db.transaction(async (tx) => {
      const current = await lockOrderRow(tx, order.id);
      if (current === null) return null;
      await recordBankStatus(tx, current, bank, at, deps.settings.holdMs);
      const money = await findMoney(tx, order.id);
      if (money?.payType !== 'T') return null;
      if (money.state === 'captured' && ['paid', 'delivered'].includes(current.status)) {
        // Told here, once: whoever heard of the capture first, the deal is done only now.
        return orderLifecycle.release(tx, current, money, at);
      }
      if (money.state === 'released' && isActive(current.status)) {
        const off = await orderLifecycle.cancel(tx, current, 'cancel', reason, at);
        return off?.released ?? null;
      }
      return null;
    });
    await announce(moved);
  }

  const reschedule = (orderId: number, at: Date | null) => setMoneyDueAt(db, orderId, at);

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
    await apply(order, bank, SETTLEMENT_CANCEL_REASONS.holdLapsed);
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

  async function settleHeld(order: OrderRow, money: MoneyRow, paymentId: string, now: Date) {
    if (CLOSED_ORDER_STATUSES.includes(order.status)) {
      return giveBack(order, money, paymentId, SETTLEMENT_CANCEL_REASONS.holdLapsed);
    }
    if (money.payType === 'O') {
      return apply(order, await stateOf(paymentId), SETTLEMENT_CANCEL_REASONS.holdLapsed);
    }
    const past = (at: Date) => now.getTime() >= at.getTime();
    const dispute = await findDispute(db, order.id);
    if (dispute !== null && dispute.decision === null) {
      if (!past(money.holdDeadline)) return reschedule(order.id, money.holdDeadline);
      await releaseUndecidedDispute(db, dispute.id, now);
      return giveBack(order, money, paymentId, SETTLEMENT_CANCEL_REASONS.disputeUnresolved);
    }
    if (dispute?.decision === 'release') {
      return giveBack(order, money, paymentId, SETTLEMENT_CANCEL_REASONS.disputeReleased);
    }
    if (dispute?.decision === 'capture' || dispute?.decision === 'partial_refund') {
      const kopecks = money.heldKopecks - (dispute.refundKopecks ?? 0);
      return capture(order, money, paymentId, kopecks);
    }
    const doneAt = order.deliveredAt ?? order.completedAt;
    if (doneAt !== null) {
      const confirmBy = confirmationDeadline(
        doneAt,
        money.holdDeadline,
        deps.settings.confirmWindowMs,
      );
      if (money.buyerConfirmedAt !== null || past(confirmBy)) {
        return capture(order, money, paymentId, money.heldKopecks);
      }
      await setMoneyDueAt(db, order.id, confirmBy, { confirmBy });
      return;
    }
    if (past(money.holdDeadline))
      return giveBack(order, money, paymentId, SETTLEMENT_CANCEL_REASONS.notDelivered);
    return reschedule(order.id, money.holdDeadline);
  }

  // Someone confirmed the hold in the merchant panel: the money stays held by us until the deal is
  // done as usual.
  async function completeCapturedByBank(order: OrderRow, money: MoneyRow, now: Date) {
    const dispute = await findDispute(db, order.id);
    if (dispute !== null && dispute.decision === null) return reschedule(order.id, null);
    const confirmBy = confirmationDeadline(
      order.deliveredAt ?? now,
      money.holdDeadline,
      deps.settings.confirmWindowMs,
    );
    if (money.buyerConfirmedAt === null && now.getTime() < confirmBy.getTime()) {
      return setMoneyDueAt(db, order.id, confirmBy, { confirmBy });
    }
    const captured = { status: 'CONFIRMED', amountKopecks: money.capturedKopecks };
    return apply(order, captured, SETTLEMENT_CANCEL_REASONS.holdLapsed);
  }

  async function settle(orderId: number): Promise<void> {
    const [order, money] = await Promise.all([findOrderRow(db, orderId), findMoney(db, orderId)]);
    if (order === null || money === null || order.paymentId === null) return;
    const now = deps.now();
    if (money.state === 'held') return settleHeld(order, money, order.paymentId, now);
    if (money.state === 'released' && isActive(order.status)) {
      // The bank let the hold go by itself (it lapsed): the deal is off.
      return apply(
        order,
        { status: 'REVERSED', amountKopecks: null },
        SETTLEMENT_CANCEL_REASONS.holdLapsed,
      );
    }
    if (money.state === 'captured' && money.payType === 'T' && order.status === 'delivered') {
      return completeCapturedByBank(order, money, now);
    }
    const taken = money.capturedKopecks - money.refundedKopecks;
    if (CLOSED_ORDER_STATUSES.includes(order.status) && taken > 0) {
      return giveBack(order, money, order.paymentId, SETTLEMENT_CANCEL_REASONS.holdLapsed);
    }
    return reschedule(orderId, null);
  }

  return {
    settle,
    async sweep(): Promise<number> {
      let settled = 0;
      for (;;) {
        const due = await claimDueMoney(db, deps.now(), BATCH);
        for (const orderId of due) {
          try {
            await settle(orderId);
            settled += 1;
          } catch (error) {
            deps.log.error({ err: error, orderId }, 'safe deal: settling an order failed');
          }
        }
        if (due.length < BATCH) return settled;
      }
    },
  };
}

export type Settler = ReturnType<typeof createSettler>;
