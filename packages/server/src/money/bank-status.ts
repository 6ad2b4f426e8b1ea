import {
  HOLD_LAPSE_GRACE_MS,
  MONEY_TRANSITIONS,
  moneyTransition,
  rublesToKopecks,
} from '@flowers/domain';
import type { Database } from '../db/database.ts';
import { postCapture, postHold, postRefund, postRelease } from './ledger/ledger.ts';
import { insertHold, lockMoney, moveMoney, type MoneyRow } from './money.repository.ts';

export const CLOSED_ORDER_STATUSES: readonly string[] = ['cancelled', 'deleted'];

export interface PaidOrder {
  id: number;
  status: string;
  price: number;
  originalPrice: number;
  payType: string;
}

export interface BankStatus {
  status: string;
  amountKopecks: number | null;
}

/**
 * Absolute amounts, moved only forward, so a replay or a late status changes nothing; each move
 * posts what it records to the ledger.
 */
export async function recordBankStatus(
  tx: Database,
  order: PaidOrder,
  { status, amountKopecks }: BankStatus,
  at: Date,
  holdMs: number,
): Promise<MoneyRow | null> {
  const closed = CLOSED_ORDER_STATUSES.includes(order.status);
  const fullKopecks = rublesToKopecks(order.price);
  const hold = async () => {
    const holdDeadline = new Date(at.getTime() + holdMs);
    const opened = await insertHold(tx, {
      orderId: order.id,
      payType: order.payType === 'T' ? 'T' : 'O',
      amountKopecks: fullKopecks,
      sellerShareKopecks: rublesToKopecks(order.originalPrice),
      at,
      holdDeadline,
      // One-stage: the sweep asks the bank then if CONFIRMED has not arrived by itself.
      dueAt: closed ? at : holdDeadline,
    });
    if (opened) await postHold(tx, order.id, at);
  };
  /** Measured against the row locked before it moved, so two refunds never count one twice. */
  const refund = async (move: () => Promise<MoneyRow | null>) => {
    const before = await lockMoney(tx, order.id);
    const refunded = await move();
    if (refunded !== null) {
      const kopecks = refunded.refundedKopecks - (before?.refundedKopecks ?? 0);
      await postRefund(tx, order.id, kopecks, at);
    }
    return refunded;
  };
  if (status === 'AUTHORIZED') {
    await hold();
    return null;
  }
  if (status === 'CONFIRMED') {
    await hold();
    const captured = await moveMoney(tx, order.id, MONEY_TRANSITIONS.CONFIRMED.from, {
      state: MONEY_TRANSITIONS.CONFIRMED.to,
      capturedKopecks: amountKopecks ?? fullKopecks,
      capturedAt: at,
      // Looked at now: what follows a capture depends on the deal's stage (deal-steps.ts).
      dueAt: at,
    });
    if (captured !== null) await postCapture(tx, order.id, at);
    return captured;
  }
  const move = moneyTransition(status);
  if (move?.to === 'released') {
    const active = !closed && order.status !== 'completed';
    const released = await moveMoney(tx, order.id, move.from, {
      state: move.to,
      dueAt: active ? new Date(at.getTime() + HOLD_LAPSE_GRACE_MS) : null,
      settledAt: at,
    });
    if (released !== null) await postRelease(tx, order.id, at);
    return released;
  }
  if (status === 'REFUNDED') {
    return refund(async () => {
      // The bank captured on its own and that notification is late: capture first, or the row
      // would wait for it forever. The ledger posts no capture: the refund takes the hold back.
      await moveMoney(tx, order.id, MONEY_TRANSITIONS.CONFIRMED.from, {
        state: MONEY_TRANSITIONS.CONFIRMED.to,
        capturedKopecks: fullKopecks,
        capturedAt: at,
      });
      return moveMoney(tx, order.id, MONEY_TRANSITIONS.REFUNDED.from, {
        state: MONEY_TRANSITIONS.REFUNDED.to,
        refunded: 'allCaptured',
        // An open order whose money all went back is cancelled by the sweep.
        dueAt: closed ? null : at,
        settledAt: at,
      });
    });
  }
  if (status === 'PARTIAL_REFUNDED' && amountKopecks !== null) {
    return refund(() =>
      moveMoney(tx, order.id, MONEY_TRANSITIONS.PARTIAL_REFUNDED.from, {
        state: MONEY_TRANSITIONS.PARTIAL_REFUNDED.to,
        refunded: { keptKopecks: amountKopecks },
        dueAt: at,
      }),
    );
  }
  return null;
}
