import { z } from 'zod';
import { hasValidToken } from '../payments/tbank-token.ts';
import type { EmulatedPayment, EmulatorStore } from './emulator-store.ts';
import type { Notify } from './emulator-notifier.ts';

export interface EmulatorContext {
  terminalKey: string;
  password: string;
  store: EmulatorStore;
  notify: Notify;
  now: () => Date;
  paymentUrl: (paymentId: string) => string;
}

type Answer = Record<string, unknown>;

const DEFAULT_FORM_LIFETIME_MS = 24 * 60 * 60 * 1000;
const MIN_AMOUNT_KOPECKS = 100;

const refuse = (code: string, message: string): Answer => ({
  Success: false,
  ErrorCode: code,
  Message: message,
});

const receiptSchema = z.object({
  Taxation: z.string(),
  Email: z.string().optional(),
  Phone: z.string().optional(),
  Items: z
    .array(
      z.object({
        Name: z.string().max(128),
        Price: z.number().int(),
        Quantity: z.number().positive(),
        Amount: z.number().int(),
        Tax: z.string(),
      }),
    )
    .min(1),
});

const initSchema = z.object({
  Amount: z.number().int(),
  OrderId: z.string().min(1).max(36),
  Description: z.string().max(140).optional(),
  NotificationURL: z.url().optional(),
  SuccessURL: z.url().optional(),
  FailURL: z.url().optional(),
  RedirectDueDate: z.iso.datetime({ offset: true }).optional(),
  Receipt: receiptSchema.optional(),
});

const paymentIdSchema = z.object({
  PaymentId: z.union([z.string(), z.number()]).transform(String),
});

/** One call of the v2 API, answered the way T-Bank answers: HTTP 200, Success and ErrorCode. */
export async function answerApiCall(ctx: EmulatorContext, method: string, body: Answer) {
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
    default:
      return refuse('9999', `Метод ${method} не поддерживается эмулятором`);
  }
}

function init(ctx: EmulatorContext, body: Answer): Answer {
  const parsed = initSchema.safeParse(body);
  if (!parsed.success) return refuse('9999', 'Неверные параметры запроса');
  const request = parsed.data;
  if (request.Amount < MIN_AMOUNT_KOPECKS) return refuse('251', 'Неверная сумма');
  const receipt = request.Receipt;
  if (receipt !== undefined) {
    const itemsTotal = receipt.Items.reduce((sum, item) => sum + item.Amount, 0);
    if (itemsTotal !== request.Amount) {
      return refuse('308', 'Сумма позиций чека не равна сумме платежа');
    }
    if (receipt.Email === undefined && receipt.Phone === undefined) {
      return refuse('309', 'В чеке нужен Email или Phone');
    }
  }
  if (ctx.store.hasOrder(request.OrderId)) return refuse('20', 'Повторный OrderId');
  const dueAt =
    request.RedirectDueDate === undefined
      ? new Date(ctx.now().getTime() + DEFAULT_FORM_LIFETIME_MS)
      : new Date(request.RedirectDueDate);
  const payment = ctx.store.create({
    orderId: request.OrderId,
    amount: request.Amount,
    description: request.Description ?? `Заказ ${request.OrderId}`,
    notificationUrl: request.NotificationURL ?? null,
    successUrl: request.SuccessURL ?? null,
    failUrl: request.FailURL ?? null,
    dueAt,
  });
  return { ...paymentAnswer(ctx, payment), PaymentURL: ctx.paymentUrl(payment.paymentId) };
}

/** The fields Init and GetState both answer with (tbank-acquiring.md). */
function paymentAnswer(ctx: EmulatorContext, payment: EmulatedPayment): Answer {
  return {
    Success: true,
    ErrorCode: '0',
    TerminalKey: ctx.terminalKey,
    Status: payment.status,
    PaymentId: payment.paymentId,
    OrderId: payment.orderId,
    Amount: payment.amount,
  };
}

function getState(ctx: EmulatorContext, body: Answer): Answer {
  const parsed = paymentIdSchema.safeParse(body);
  const payment = parsed.success ? ctx.store.get(parsed.data.PaymentId) : null;
  if (payment === null) return refuse('255', 'Платёж не найден');
  return paymentAnswer(ctx, payment);
}

// NEW → CANCELED, AUTHORIZED → REVERSED, CONFIRMED → REFUNDED (tbank-acquiring.md "Cancel").
const CANCEL_TARGETS: Record<string, string> = {
  NEW: 'CANCELED',
  FORM_SHOWED: 'CANCELED',
  AUTHORIZED: 'REVERSED',
  CONFIRMED: 'REFUNDED',
};

async function cancel(ctx: EmulatorContext, body: Answer): Promise<Answer> {
  const parsed = paymentIdSchema.safeParse(body);
  const payment = parsed.success ? ctx.store.get(parsed.data.PaymentId) : null;
  if (payment === null) return refuse('255', 'Платёж не найден');
  const target = CANCEL_TARGETS[payment.status];
  if (target === undefined) return refuse('8', 'Неверный статус транзакции');
  payment.status = target;
  if (target === 'REFUNDED') await ctx.notify(payment);
  return {
    Success: true,
    ErrorCode: '0',
    TerminalKey: ctx.terminalKey,
    Status: payment.status,
    PaymentId: payment.paymentId,
    OrderId: payment.orderId,
    OriginalAmount: payment.amount,
    NewAmount: 0,
  };
}
