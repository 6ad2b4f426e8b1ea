import { z } from 'zod';
import { hasValidToken } from '../tbank/tbank-token.ts';
import type { Database } from '../db/database.ts';
import type { Notify } from './emulator-notifier.ts';
import { receiptProblem } from './emulator-receipt.ts';
import {
  OPEN_STATUSES,
  findPayment,
  findPaymentByOrderId,
  insertPayment,
  movePayment,
  type EmulatedPayment,
} from './emulator.repository.ts';

export interface EmulatorContext {
  terminalKey: string;
  password: string;
  db: Database;
  notify: Notify;
  now: () => Date;
  paymentUrl: (paymentId: string) => string;
}

type Fields = Record<string, unknown>;
/** tbank-acquiring.md. */
interface Answer extends Fields {
  Success: boolean;
  ErrorCode: string;
}

const DEFAULT_FORM_LIFETIME_MS = 24 * 60 * 60 * 1000;
const MIN_AMOUNT_KOPECKS = 100;

const refuse = (code: string, message: string): Answer => ({
  Success: false,
  ErrorCode: code,
  Message: message,
});

const initSchema = z.object({
  Amount: z.number().int(),
  OrderId: z.string().min(1).max(36),
  Description: z.string().max(140).optional(),
  NotificationURL: z.url().optional(),
  SuccessURL: z.url().optional(),
  FailURL: z.url().optional(),
  RedirectDueDate: z.iso.datetime({ offset: true }).optional(),
  Receipt: z.unknown().optional(),
  PayType: z.enum(['O', 'T']).optional(),
});

const paymentIdSchema = z.object({
  PaymentId: z.union([z.string(), z.number()]).transform(String),
  Amount: z.number().int().positive().optional(),
  Receipt: z.unknown().optional(),
});

/** T-Bank answers every call HTTP 200 with Success and ErrorCode. */
export async function answerApiCall(ctx: EmulatorContext, method: string, body: Fields) {
  if (body.TerminalKey !== ctx.terminalKey) return refuse('205', 'Терминал не найден');
  if (!hasValidToken(body, ctx.password)) {
    return refuse('204', 'Неверный токен. Проверьте пару TerminalKey/SecretKey.');
  }
  switch (method) {
    case 'Init':
      return init(ctx, body);
    case 'GetState':
      return getState(ctx, body);
    case 'Cancel':
      return cancel(ctx, body);
    case 'Confirm':
      return confirm(ctx, body);
    default:
      return refuse('9999', `Метод ${method} не поддерживается эмулятором`);
  }
}

async function init(ctx: EmulatorContext, body: Fields): Promise<Answer> {
  const parsed = initSchema.safeParse(body);
  if (!parsed.success) return refuse('9999', 'Неверные параметры запроса');
  const request = parsed.data;
  if (request.Amount < MIN_AMOUNT_KOPECKS) return refuse('251', 'Неверная сумма');
  if (request.Receipt !== undefined) {
    const problem = receiptProblem(request.Receipt, request.Amount);
    if (problem !== null) return refuse(problem.code, problem.message);
  }
  const dueAt =
    request.RedirectDueDate === undefined
      ? new Date(ctx.now().getTime() + DEFAULT_FORM_LIFETIME_MS)
      : new Date(request.RedirectDueDate);
  const payment = await insertPayment(ctx.db, {
    terminalKey: ctx.terminalKey,
    orderId: request.OrderId,
    // tbank-acquiring.md "Init": one-stage unless the terminal asks for a hold.
    payType: request.PayType ?? 'O',
    amount: request.Amount,
    description: request.Description ?? `Заказ ${request.OrderId}`,
    notificationUrl: request.NotificationURL ?? null,
    successUrl: request.SuccessURL ?? null,
    failUrl: request.FailURL ?? null,
    dueAt,
  });
  if (payment === null) return repeatedInit(ctx, request);
  return { ...paymentAnswer(ctx, payment), PaymentURL: ctx.paymentUrl(String(payment.id)) };
}

/** A retried Init for the same amount is the same payment; anything else is T-Bank's code 20. */
async function repeatedInit(ctx: EmulatorContext, request: { OrderId: string; Amount: number }) {
  const earlier = await findPaymentByOrderId(ctx.db, ctx.terminalKey, request.OrderId);
  if (earlier === null || earlier.amount !== request.Amount || !isOpen(earlier)) {
    return refuse('20', 'Повторный OrderId');
  }
  return { ...paymentAnswer(ctx, earlier), PaymentURL: ctx.paymentUrl(String(earlier.id)) };
}

function paymentAnswer(ctx: EmulatorContext, payment: EmulatedPayment): Answer {
  return {
    Success: true,
    ErrorCode: '0',
    TerminalKey: ctx.terminalKey,
    Status: payment.status,
    PaymentId: String(payment.id),
    OrderId: payment.orderId,
    Amount: payment.amount,
  };
}

async function lookUp(ctx: EmulatorContext, body: Fields) {
  const parsed = paymentIdSchema.safeParse(body);
  if (!parsed.success) return null;
  const payment = await findPayment(ctx.db, parsed.data.PaymentId, ctx.now());
  return payment === null
    ? null
    : { payment, amount: parsed.data.Amount, receipt: parsed.data.Receipt };
}

/** Confirm and Cancel check their receipt as Init does: of the sum they move. */
function movedReceiptProblem(found: { receipt?: unknown }, amount: number): Answer | null {
  if (found.receipt === undefined) return null;
  const problem = receiptProblem(found.receipt, amount);
  return problem === null ? null : refuse(problem.code, problem.message);
}

async function getState(ctx: EmulatorContext, body: Fields): Promise<Answer> {
  const found = await lookUp(ctx, body);
  if (found === null) return refuse('255', 'Платёж не найден');
  return paymentAnswer(ctx, found.payment);
}

/** tbank-acquiring.md "Cancel". */
const CANCEL_TARGETS: Record<string, { full: string; partial: string | null }> = {
  NEW: { full: 'CANCELED', partial: null },
  FORM_SHOWED: { full: 'CANCELED', partial: null },
  AUTHORIZED: { full: 'REVERSED', partial: 'PARTIAL_REVERSED' },
  PARTIAL_REVERSED: { full: 'REVERSED', partial: 'PARTIAL_REVERSED' },
  CONFIRMED: { full: 'REFUNDED', partial: 'PARTIAL_REFUNDED' },
  PARTIAL_REFUNDED: { full: 'REFUNDED', partial: 'PARTIAL_REFUNDED' },
};
const WRONG_STATUS = () => refuse('8', 'Неверный статус транзакции');

async function cancel(ctx: EmulatorContext, body: Fields): Promise<Answer> {
  const found = await lookUp(ctx, body);
  if (found === null) return refuse('255', 'Платёж не найден');
  const { payment } = found;
  const targets = CANCEL_TARGETS[payment.status];
  if (targets === undefined) return WRONG_STATUS();
  const amount = found.amount ?? payment.amount;
  if (amount > payment.amount) return refuse('1006', 'Сумма отмены больше суммы платежа');
  const wrongReceipt = movedReceiptProblem(found, amount);
  if (wrongReceipt !== null) return wrongReceipt;
  const partial = amount < payment.amount;
  const target = partial ? targets.partial : targets.full;
  if (target === null) return refuse('1006', 'Частичная отмена невозможна');
  const moved = await movePayment(ctx.db, String(payment.id), [payment.status], {
    status: target,
    amount: payment.amount - amount,
  });
  if (moved === null) return WRONG_STATUS();
  if (target !== 'CANCELED') await ctx.notify(moved);
  return {
    Success: true,
    ErrorCode: '0',
    TerminalKey: ctx.terminalKey,
    Status: moved.status,
    PaymentId: String(moved.id),
    OrderId: moved.orderId,
    OriginalAmount: payment.amount,
    NewAmount: moved.amount,
  };
}

async function confirm(ctx: EmulatorContext, body: Fields): Promise<Answer> {
  const found = await lookUp(ctx, body);
  if (found === null) return refuse('255', 'Платёж не найден');
  const { payment } = found;
  if (payment.payType !== 'T' || payment.status !== 'AUTHORIZED') return WRONG_STATUS();
  const amount = found.amount ?? payment.amount;
  if (amount > payment.amount) return refuse('1006', 'Сумма списания больше суммы удержания');
  const wrongReceipt = movedReceiptProblem(found, amount);
  if (wrongReceipt !== null) return wrongReceipt;
  const moved = await movePayment(ctx.db, String(payment.id), ['AUTHORIZED'], {
    status: 'CONFIRMED',
    amount,
  });
  if (moved === null) return WRONG_STATUS();
  await ctx.notify(moved);
  return { ...paymentAnswer(ctx, moved) };
}

export const isOpen = (payment: EmulatedPayment) => OPEN_STATUSES.includes(payment.status);
