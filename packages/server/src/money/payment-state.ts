import { AppError } from '../http/app-error.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { BankStatus } from '../order-money/bank-status.ts';
import {
  FAILED_PAYMENT_STATUSES,
  PAID_PAYMENT_STATUSES,
  TbankError,
  type TbankClient,
} from '../tbank/tbank-client.ts';

export const REFUND_FAILED =
  'Не удалось отменить платёж в банке. Заказ не изменён, попробуйте ещё раз позже.';

// tbank-acquiring.md: 255 and 914 mean the bank has no such payment.
const PAYMENT_NOT_FOUND_CODES: ReadonlySet<string> = new Set(['255', '914']);
const OPEN_FORM_STATUSES: ReadonlySet<string> = new Set(['NEW', 'FORM_SHOWED']);
const NOTHING_TO_RETURN: ReadonlySet<string> = new Set([...FAILED_PAYMENT_STATUSES, 'REFUNDED']);

/**
 * Before an order is cancelled by staff: the hold is released or the charge refunded with
 * Cancel. A payment that already failed or was refunded needs nothing; anything else that
 * fails leaves the order as it is (503), so no buyer is left charged for a cancelled order.
 */
export async function cancelPayment(
  tbank: TbankClient,
  order: OrderRow,
): Promise<BankStatus | null> {
  if (order.paymentId === null) return null;
  try {
    const answer = await tbank.cancel(
      order.paymentId,
      `${order.paymentOrderId ?? order.id}-cancel`,
    );
    return { status: answer.Status, amountKopecks: answer.NewAmount ?? null };
  } catch (error) {
    if (!(error instanceof TbankError)) throw error;
    if (PAYMENT_NOT_FOUND_CODES.has(error.code)) return null;
    if (error.code !== 'network') {
      const state = await tbank.getState(order.paymentId).catch(() => null);
      if (state !== null && NOTHING_TO_RETURN.has(state.Status)) {
        return { status: state.Status, amountKopecks: state.Amount ?? null };
      }
    }
    throw new AppError('unavailable', REFUND_FAILED);
  }
}

export type PaymentVerdict =
  { verdict: 'paid'; bank: BankStatus } | { verdict: 'failed' } | { verdict: 'pending' };
const FAILED = { verdict: 'failed' } as const;
const PENDING = { verdict: 'pending' } as const;

/**
 * For an order past its payment deadline: asks the bank, since a notification may be late or
 * lost. An open form is cancelled first, so the buyer cannot pay after we have let the ad go.
 */
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
