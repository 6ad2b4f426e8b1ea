import { confirmationDeadline, recordedDealStep, SETTLEMENT_CANCEL_REASONS } from '@flowers/domain';
import { findOrderRow, type OrderRow } from '../orders/orders.repository.ts';
import { CLOSED_ORDER_STATUSES } from './bank-status.ts';
import {
  claimDueMoney,
  findDispute,
  findMoney,
  releaseUndecidedDispute,
  setMoneyDueAt,
  type DisputeRow,
  type MoneyRow,
} from './money.repository.ts';
import { dealFactsOf } from './deal-facts.ts';
import { createSettleMoves, isActive, type SettleDeps } from './settle-moves.ts';

const BATCH = 20;

// ARCHITECTURE.md "The safe deal": decided from the database each time, the bank called outside
// any transaction, its answer recorded via recordBankStatus, so retries and crashes are safe.
export function createSettler(deps: SettleDeps) {
  const { db } = deps;
  const { stateOf, apply, capture, finish, refundPart, giveBack } = createSettleMoves(deps);
  const reschedule = (orderId: number, at: Date | null) => setMoneyDueAt(db, orderId, at);
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
