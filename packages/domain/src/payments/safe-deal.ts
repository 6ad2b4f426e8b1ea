import { z } from 'zod';

/** ARCHITECTURE.md "The safe deal": every state after `held` is reached only through the bank. */
export const MONEY_STATES = [
  'held',
  'captured',
  'released',
  'refunded',
  'partially_refunded',
] as const;
export type MoneyState = (typeof MONEY_STATES)[number];

/** A status from a state not listed changes nothing, so replays and late ones are harmless. */
export const MONEY_TRANSITIONS = {
  AUTHORIZED: { from: [], to: 'held' },
  CONFIRMED: { from: ['held'], to: 'captured' },
  REVERSED: { from: ['held'], to: 'released' },
  DEADLINE_EXPIRED: { from: ['held'], to: 'released' },
  CANCELED: { from: ['held'], to: 'released' },
  REJECTED: { from: ['held'], to: 'released' },
  AUTH_FAIL: { from: ['held'], to: 'released' },
  REFUNDED: { from: ['captured', 'partially_refunded'], to: 'refunded' },
  PARTIAL_REFUNDED: { from: ['captured', 'partially_refunded'], to: 'partially_refunded' },
} as const satisfies Record<string, { from: readonly MoneyState[]; to: MoneyState }>;
type MoneyMovingStatus = keyof typeof MONEY_TRANSITIONS;

export function moneyTransition(
  status: string,
): { from: readonly MoneyState[]; to: MoneyState } | null {
  return Object.hasOwn(MONEY_TRANSITIONS, status)
    ? MONEY_TRANSITIONS[status as MoneyMovingStatus]
    : null;
}

export const MONEY_LABELS = {
  held: 'Деньги удержаны',
  captured: 'Оплата списана',
  released: 'Удержание снято',
  refunded: 'Деньги возвращены',
  partially_refunded: 'Частично возвращены',
  disputed: 'Спор',
  paid_out: 'Выплачено продавцу',
} as const satisfies Record<MoneyState | 'disputed' | 'paid_out', string>;

export function moneyStateLabel(state: string): string {
  return (MONEY_LABELS as Record<string, string>)[state] ?? 'Неизвестное состояние оплаты';
}

/** A refund comes out of the commission first: the seller is paid their share while what is left covers it. */
export function splitSettlement(money: {
  capturedKopecks: number;
  refundedKopecks: number;
  sellerShareKopecks: number;
}): { netKopecks: number; sellerDueKopecks: number; commissionKopecks: number } {
  const netKopecks = Math.max(0, money.capturedKopecks - money.refundedKopecks);
  const sellerDueKopecks = Math.min(money.sellerShareKopecks, netKopecks);
  return { netKopecks, sellerDueKopecks, commissionKopecks: netKopecks - sellerDueKopecks };
}

/** Never past the hold deadline. */
export function confirmationDeadline(
  deliveredAt: Date,
  holdDeadline: Date,
  windowMs: number,
): Date {
  return new Date(Math.min(deliveredAt.getTime() + windowMs, holdDeadline.getTime()));
}

const KOPECKS_FORMAT = new Intl.NumberFormat('ru-RU', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

export function formatKopecks(kopecks: number): string {
  return `${KOPECKS_FORMAT.format(kopecks / 100)}\u00a0₽`;
}

export const RECEIPT_QUESTION = 'Получили букет?';
export const DISPUTE_TEXT_MESSAGE = 'Опишите проблему: от 5 до 2000 символов';
export const DISPUTE_PHOTOS_MAX = 6;
export const DISPUTE_TOO_MANY_PHOTOS_MESSAGE = `Не больше ${DISPUTE_PHOTOS_MAX} фото`;

export const kopecksSchema = z.number().int().nonnegative().max(2_000_000_000);

export const safeDealSchema = z.object({
  state: z.enum(MONEY_STATES),
  state_label: z.string(),
  pay_type: z.enum(['O', 'T']),
  held_kopecks: kopecksSchema,
  captured_kopecks: kopecksSchema,
  refunded_kopecks: kopecksSchema,
  hold_deadline: z.string(),
  confirm_by: z.string().nullable(),
  buyer_confirmed_at: z.string().nullable(),
  awaiting_buyer: z.boolean(),
  dispute: z
    .object({
      id: z.number().int(),
      text: z.string(),
      photos: z.array(z.string()),
      created_at: z.string(),
      decision: z.enum(['capture', 'partial_refund', 'release']).nullable(),
      decision_label: z.string().nullable(),
      refund_kopecks: kopecksSchema.nullable(),
    })
    .nullable(),
});
export type SafeDeal = z.infer<typeof safeDealSchema>;

export const DISPUTE_DECISIONS = ['capture', 'partial_refund', 'release'] as const;
export type DisputeDecision = (typeof DISPUTE_DECISIONS)[number];

export const DISPUTE_DECISION_LABELS: Record<DisputeDecision, string> = {
  capture: 'Списать оплату',
  partial_refund: 'Частичный возврат',
  release: 'Вернуть деньги полностью',
};

export function disputeOutcomeForBuyer(
  decision: DisputeDecision,
  refundKopecks: number | null,
): string {
  switch (decision) {
    case 'capture':
      return 'Модератор рассмотрел заявку и не нашёл оснований для возврата: оплата списана.';
    case 'partial_refund':
      return `Модератор решил вернуть вам часть оплаты: ${formatKopecks(refundKopecks ?? 0)}. Деньги придут на карту, которой вы платили.`;
    case 'release':
      return 'Модератор решил вернуть вам деньги полностью. Они придут на карту, которой вы платили.';
  }
}

export const DISPUTE_UNDER_REVIEW_TEXT =
  'Заявка у модератора. До решения деньги остаются удержанными — продавец их не получит.';

export const PARTIAL_REFUND_MESSAGE =
  'Сумма частичного возврата: больше нуля и меньше суммы заказа';

export const disputeDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('capture') }),
  z.object({ decision: z.literal('release') }),
  z.object({
    decision: z.literal('partial_refund'),
    refund_kopecks: z
      .number({ error: PARTIAL_REFUND_MESSAGE })
      .int({ error: PARTIAL_REFUND_MESSAGE })
      .positive({ error: PARTIAL_REFUND_MESSAGE }),
  }),
]);
export type DisputeDecisionInput = z.infer<typeof disputeDecisionSchema>;

export const disputeTextSchema = z
  .string({ error: DISPUTE_TEXT_MESSAGE })
  .trim()
  .min(5, { error: DISPUTE_TEXT_MESSAGE })
  .max(2000, { error: DISPUTE_TEXT_MESSAGE });
