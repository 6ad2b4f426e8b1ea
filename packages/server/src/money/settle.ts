import { confirmationDeadline, recordedDealStep, SETTLEMENT_CANCEL_REASONS } from '@flowers/domain';
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
  type DisputeRow,
  type MoneyRow,
} from '../order-money/money.repository.ts';
import { dealFactsOf } from '../order-money/deal-facts.ts';
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
const MONEY_AT_BANK: ReadonlySet<string> = new Set([
  'AUTHORIZED',
  'PARTIAL_REVERSED',
  'CONFIRMED',
  'PARTIAL_REFUNDED',
]);
const KEPT_STATES: ReadonlySet<string> = new Set(['captured', 'partially_refunded']);
const GIVEN_BACK_STATES: ReadonlySet<string> = new Set(['released', 'refunded']);
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
        return orderLifecycle.release(tx, current, money, at);
      }
      if (GIVEN_BACK_STATES.has(money.state) && isActive(current.status)) {
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

  const past = (at: Date) => deps.now().getTime() >= at.getTime();

  /** The buyer's window, from delivery (or staff closing the order), never past the hold. */
  function confirmByOf(order: OrderRow, money: MoneyRow): Date | null {
    const doneAt = order.deliveredAt ?? order.completedAt;
    if (doneAt === null) return null;
    return confirmationDeadline(doneAt, money.holdDeadline, deps.settings.confirmWindowMs);
  }

  /** A decision on money still held is a Confirm; on money the bank charged, a refund or none. */
  function carryOut(order: OrderRow, money: MoneyRow, paymentId: string, dispute: DisputeRow) {
    const held = money.state === 'held';
    switch (dispute.decision) {
      case 'release':
        return giveBack(order, money, paymentId, SETTLEMENT_CANCEL_REASONS.disputeReleased);
      case 'partial_refund': {
        const refund = dispute.refundKopecks ?? 0;
        if (held) return capture(order, money, paymentId, money.heldKopecks - refund);
        return refundPart(order, money, paymentId, refund);
      }
      case 'capture':
      case null:
        return held ? capture(order, money, paymentId, money.heldKopecks) : finish(order, money);
    }
  }

  // Each step of the domain's table (deal-steps.ts), with the sweep as the backstop of every
  // step that waits for a person, so no row is left without a time it is looked at again.
  async function settleSafeDeal(order: OrderRow, money: MoneyRow, paymentId: string) {
    const dispute = await findDispute(db, order.id);
    const step = recordedDealStep(dealFactsOf(order, money, dispute));
    switch (step) {
      case 'await_delivery':
        if (!past(money.holdDeadline)) return reschedule(order.id, money.holdDeadline);
        return giveBack(order, money, paymentId, SETTLEMENT_CANCEL_REASONS.notDelivered);
      case 'await_buyer': {
        const confirmBy = confirmByOf(order, money) ?? deps.now();
        if (!past(confirmBy)) return setMoneyDueAt(db, order.id, confirmBy, { confirmBy });
        if (money.state !== 'held') return finish(order, money);
        return capture(order, money, paymentId, money.heldKopecks);
      }
      case 'await_moderator':
        if (dispute === null || !past(money.holdDeadline)) {
          return reschedule(order.id, money.holdDeadline);
        }
        await releaseUndecidedDispute(db, dispute.id, deps.now());
        return giveBack(order, money, paymentId, SETTLEMENT_CANCEL_REASONS.disputeUnresolved);
      case 'capture':
        return capture(order, money, paymentId, money.heldKopecks);
      case 'finish':
        return finish(order, money);
      case 'carry_out_decision':
        return dispute === null
          ? reschedule(order.id, null)
          : carryOut(order, money, paymentId, dispute);
      case 'give_back':
        return giveBack(order, money, paymentId, SETTLEMENT_CANCEL_REASONS.holdLapsed);
      case 'cancel_order':
        // The bank let the money go by itself (the hold lapsed, or a refund in its panel).
        return apply(
          order,
          { status: 'REVERSED', amountKopecks: null },
          SETTLEMENT_CANCEL_REASONS.holdLapsed,
        );
      case 'ask_bank_again':
        return apply(order, await stateOf(paymentId), SETTLEMENT_CANCEL_REASONS.holdLapsed);
      case 'flag':
      case 'none':
        return reschedule(order.id, null);
    }
  }

  async function settle(orderId: number): Promise<void> {
    const [order, money] = await Promise.all([findOrderRow(db, orderId), findMoney(db, orderId)]);
    if (order === null || money === null || order.paymentId === null) return;
    if (money.payType === 'T') return settleSafeDeal(order, money, order.paymentId);
    const taken = money.capturedKopecks - money.refundedKopecks;
    const closed = CLOSED_ORDER_STATUSES.includes(order.status);
    if (closed && (money.state === 'held' || taken > 0)) {
      return giveBack(order, money, order.paymentId, SETTLEMENT_CANCEL_REASONS.holdLapsed);
    }
    // One-stage: CONFIRMED has not arrived by itself, so the bank is asked.
    if (money.state === 'held') {
      return apply(order, await stateOf(order.paymentId), SETTLEMENT_CANCEL_REASONS.holdLapsed);
    }
    if (money.state === 'released' && isActive(order.status)) {
      return apply(
        order,
        { status: 'REVERSED', amountKopecks: null },
        SETTLEMENT_CANCEL_REASONS.holdLapsed,
      );
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
