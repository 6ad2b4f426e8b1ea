import { PAYMENT_CANCEL_IN_PROGRESS_MESSAGE, REFUND_FAILED_MESSAGE } from '@flowers/domain';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { findMoney } from './money.repository.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { BankStatus } from './bank-status.ts';
import {
  FAILED_PAYMENT_STATUSES,
  PAID_PAYMENT_STATUSES,
  TbankError,
  type TbankClient,
} from '../tbank/tbank-client.ts';
import { findIntentKeys } from './bank-intents.repository.ts';
import { createBankIntents } from './bank-intents.ts';
import { receiptForBankCall, refundedSellerShare } from './payment-receipt.ts';

// tbank-acquiring.md: 255 and 914 mean the bank has no such payment.
const PAYMENT_NOT_FOUND_CODES: ReadonlySet<string> = new Set(['255', '914']);
const OPEN_FORM_STATUSES: ReadonlySet<string> = new Set(['NEW', 'FORM_SHOWED']);
const NOTHING_TO_RETURN: ReadonlySet<string> = new Set([...FAILED_PAYMENT_STATUSES, 'REFUNDED']);

export interface PaymentCancelDeps {
  db: Database;
  tbank: TbankClient;
  receipt: Config['receipt'];
  now: () => Date;
}

const STAFF_CANCEL_PREFIX = 'staff-cancel';

// Cancel is sent once per intent, and any failure leaves the order as it is (503), so no buyer is
// charged for a cancelled order; a later staff action retries once GetState shows money left.
export function createPaymentCancel(deps: PaymentCancelDeps) {
  const { db, tbank } = deps;
  const intents = createBankIntents(deps);

  async function lastAttempt(prefix: string): Promise<number> {
    const keys = await findIntentKeys(db, prefix);
    return keys.reduce((last, key) => Math.max(last, Number(key.slice(prefix.length)) || 0), 0);
  }

  /** Charged money comes back with the refund receipt of the refunded sum (54-FZ). */
  async function refundOf(order: OrderRow): Promise<{ kopecks?: number; receipt?: object }> {
    const money = await findMoney(db, order.id);
    if (money === null || money.state === 'held') return {};
    const kopecks = money.capturedKopecks - money.refundedKopecks;
    if (kopecks <= 0) return {};
    const receipt = await receiptForBankCall(db, deps.receipt, order, {
      amountKopecks: kopecks,
      sellerShareKopecks: refundedSellerShare(money, kopecks),
    });
    return { kopecks, receipt };
  }

  function ask(paymentId: string, key: string, refund: { kopecks?: number; receipt?: object }) {
    return intents.once({
      key,
      paymentId,
      send: () => tbank.cancel(paymentId, key, refund.kopecks, refund.receipt),
      lookUp: () => tbank.getState(paymentId),
      undone: (state) => !NOTHING_TO_RETURN.has(state.Status),
    });
  }

  /** After a refusal or a lost answer: done when the bank has nothing left to return. */
  async function settledAtBank(paymentId: string): Promise<BankStatus> {
    const state = await tbank.getState(paymentId).catch(() => null);
    if (state !== null && NOTHING_TO_RETURN.has(state.Status)) {
      return { status: state.Status, amountKopecks: state.Amount ?? null };
    }
    throw new AppError('unavailable', REFUND_FAILED_MESSAGE);
  }

  return async function cancelPayment(order: OrderRow): Promise<BankStatus | null> {
    const { paymentId } = order;
    if (paymentId === null) return null;
    const prefix = `${STAFF_CANCEL_PREFIX}:${paymentId}:`;
    const refund = await refundOf(order);
    const last = await lastAttempt(prefix);
    let outcome = await ask(paymentId, `${prefix}${Math.max(last, 1)}`, refund);
    // Only an answered attempt gives its state while the money is still there: it was refused.
    if ('state' in outcome && !NOTHING_TO_RETURN.has(outcome.state.Status)) {
      outcome = await ask(paymentId, `${prefix}${last + 1}`, refund);
    }
    if ('sent' in outcome) {
      return { status: outcome.sent.Status, amountKopecks: outcome.sent.NewAmount ?? null };
    }
    if ('later' in outcome) throw new AppError('conflict', PAYMENT_CANCEL_IN_PROGRESS_MESSAGE);
    if ('state' in outcome) return settledAtBank(paymentId);
    if (PAYMENT_NOT_FOUND_CODES.has(outcome.failed.code)) return null;
    return settledAtBank(paymentId);
  };
}

export type PaymentVerdict =
  { verdict: 'paid'; bank: BankStatus } | { verdict: 'failed' } | { verdict: 'pending' };
const FAILED = { verdict: 'failed' } as const;
const PENDING = { verdict: 'pending' } as const;

// A notification may be late or lost; an open form is cancelled first: no paying for a freed ad.
export async function checkOverduePayment(
  tbank: TbankClient,
  order: OrderRow,
): Promise<PaymentVerdict> {
  if (order.paymentId === null) return FAILED;
  try {
    const { Status, Amount } = await tbank.getState(order.paymentId);
    if (PAID_PAYMENT_STATUSES.has(Status)) {
      return { verdict: 'paid', bank: { status: Status, amountKopecks: Amount ?? null } };
    }
    if (FAILED_PAYMENT_STATUSES.has(Status)) return FAILED;
    if (!OPEN_FORM_STATUSES.has(Status)) return PENDING;
    await tbank.cancel(order.paymentId, `${order.paymentOrderId ?? order.id}-expire`);
    return FAILED;
  } catch (error) {
    if (error instanceof TbankError && PAYMENT_NOT_FOUND_CODES.has(error.code)) return FAILED;
    if (error instanceof TbankError) return PENDING;
    throw error;
  }
}
