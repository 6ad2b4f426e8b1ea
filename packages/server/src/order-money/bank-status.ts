import { MONEY_TRANSITIONS, moneyTransition, rublesToKopecks } from '@flowers/domain';
import type { Database } from '../db/database.ts';
import { postOrderLedger } from './ledger.ts';
import { insertHold, moveMoney, type MoneyRow } from './money.repository.ts';

export const CLOSED_ORDER_STATUSES: readonly string[] = ['cancelled', 'deleted'];

const LAPSE_GRACE_MS = 5 * 60 * 1000;

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

/** Absolute amounts, moved only forward, so a replay or a late status changes nothing. */
export async function recordBankStatus(
  tx: Database,
  order: PaidOrder,
  bank: BankStatus,
  at: Date,
  holdMs: number,
): Promise<MoneyRow | null> {
  const moved = await moveByBankStatus(tx, order, bank, at, holdMs);
  await postOrderLedger(tx, order.id, `bank:${bank.status}`, at);
  return moved;
}

async function moveByBankStatus(
  tx: Database,
  order: PaidOrder,
  { status, amountKopecks }: BankStatus,
  at: Date,
  holdMs: number,
): Promise<MoneyRow | null> {
  const closed = CLOSED_ORDER_STATUSES.includes(order.status);
  const fullKopecks = rublesToKopecks(order.price);
  const hold = () => {
    const holdDeadline = new Date(at.getTime() + holdMs);
    return insertHold(tx, {
      orderId: order.id,
      payType: order.payType === 'T' ? 'T' : 'O',
      amountKopecks: fullKopecks,
      sellerShareKopecks: rublesToKopecks(order.originalPrice),
      at,
      holdDeadline,
      // One-stage: the sweep asks the bank then if CONFIRMED has not arrived by itself.
      dueAt: closed ? at : holdDeadline,
    });
  };
  if (status === 'AUTHORIZED') {
    await hold();
    return null;
  }
  if (status === 'CONFIRMED') {
    await hold();
    return moveMoney(tx, order.id, MONEY_TRANSITIONS.CONFIRMED.from, {
      state: MONEY_TRANSITIONS.CONFIRMED.to,
      capturedKopecks: amountKopecks ?? fullKopecks,
      capturedAt: at,
      // Looked at now: what follows a capture depends on the deal's stage (deal-steps.ts).
      dueAt: at,
    });
  }
  const move = moneyTransition(status);
  if (move?.to === 'released') {
    // Usually our own Cancel; if the order is still open later, the hold lapsed at the bank.
    const active = !closed && order.status !== 'completed';
    return moveMoney(tx, order.id, move.from, {
      state: move.to,
      dueAt: active ? new Date(at.getTime() + LAPSE_GRACE_MS) : null,
      settledAt: at,
    });
  }
  if (status === 'REFUNDED') {
    // The bank captured on its own and that notification is late: capture first, or the row
    // would wait for it forever.
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
  }
  if (status === 'PARTIAL_REFUNDED' && amountKopecks !== null) {
    return moveMoney(tx, order.id, MONEY_TRANSITIONS.PARTIAL_REFUNDED.from, {
      state: MONEY_TRANSITIONS.PARTIAL_REFUNDED.to,
      refunded: { keptKopecks: amountKopecks },
      dueAt: at,
    });
  }
  return null;
}
