import { MONEY_TRANSITIONS, moneyTransition, rublesToKopecks } from '@flowers/domain';
import type { Database } from '../db/database.ts';
import { postOrderLedger } from './ledger.ts';
import { insertHold, moveMoney, type MoneyRow } from './money.repository.ts';

/** Orders whose money, once the bank holds or takes it, must go straight back to the buyer. */
export const CLOSED_ORDER_STATUSES: readonly string[] = ['cancelled', 'deleted'];

const LAPSE_GRACE_MS = 5 * 60 * 1000;

/** What the money row needs to know of its order (an orders row fits). */
export interface PaidOrder {
  id: number;
  status: string;
  price: number;
  originalPrice: number;
  payType: string;
}

export interface BankStatus {
  status: string;
  /** The payment's amount the bank reports with that status (after a partial move, the rest). */
  amountKopecks: number | null;
}

/**
 * Writes what the bank says about an order's payment into its money row, whoever heard it (a
 * notification, our own Confirm or Cancel, a GetState), and the ledger's posting of it in the
 * same transaction. Each status moves the row only from the states before it and sets
 * absolute amounts, so a replay or a late, out-of-order status changes nothing. Money of a
 * closed order is made due at once, so it goes back to the buyer.
 */
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
      dueAt: closed ? at : null,
    });
  }
  const move = moneyTransition(status);
  if (move?.to === 'released') {
    // Usually our own Cancel, whose caller closes the order; if the order is still open after
    // a while, the hold lapsed at the bank and the sweep closes the order.
    const active = !closed && order.status !== 'completed';
    return moveMoney(tx, order.id, move.from, {
      state: move.to,
      dueAt: active ? new Date(at.getTime() + LAPSE_GRACE_MS) : null,
      settledAt: at,
    });
  }
  if (status === 'REFUNDED') {
    // A refund of money we still think held: the bank had captured it on its own and that
    // notification is late. It was captured first, or the row would wait for that notification
    // forever and every sweep would ask the bank to give it back again.
    await moveMoney(tx, order.id, MONEY_TRANSITIONS.CONFIRMED.from, {
      state: MONEY_TRANSITIONS.CONFIRMED.to,
      capturedKopecks: fullKopecks,
      capturedAt: at,
    });
    return moveMoney(tx, order.id, MONEY_TRANSITIONS.REFUNDED.from, {
      state: MONEY_TRANSITIONS.REFUNDED.to,
      refunded: 'allCaptured',
      dueAt: null,
      settledAt: at,
    });
  }
  if (status === 'PARTIAL_REFUNDED' && amountKopecks !== null) {
    return moveMoney(tx, order.id, MONEY_TRANSITIONS.PARTIAL_REFUNDED.from, {
      state: MONEY_TRANSITIONS.PARTIAL_REFUNDED.to,
      refunded: { keptKopecks: amountKopecks },
      dueAt: closed ? at : null,
    });
  }
  return null;
}
