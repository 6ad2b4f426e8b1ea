import { z } from 'zod';
import { kopecksSchema } from './safe-deal';
import { userIdSchema } from '../common/wire';
export const PAYOUT_AMOUNT_MESSAGE = 'Сумма выплаты: больше нуля и не больше долга продавцу';
const PAYOUT_DATE_MESSAGE = 'Дата выплаты в формате ГГГГ-ММ-ДД';
const PAYOUT_REFERENCE_MESSAGE = 'Укажите номер платёжного поручения или операции';

const sellerOwedSchema = z.object({
  seller_id: userIdSchema,
  seller_username: z.string().nullable(),
  full_name: z.string().nullable(),
  card_masked: z.string().nullable(),
  owed_kopecks: kopecksSchema,
  debt_kopecks: kopecksSchema,
  captured_orders: z.number().int().nonnegative(),
  paid_out_kopecks: kopecksSchema,
  in_transit_kopecks: kopecksSchema.default(0),
  payout_card: z.string().nullable().default(null),
});
export type SellerOwed = z.infer<typeof sellerOwedSchema>;
export const payoutRegisterSchema = z.array(sellerOwedSchema);

export const payoutRecordSchema = z.object({
  amount_kopecks: z
    .number({ error: PAYOUT_AMOUNT_MESSAGE })
    .int({ error: PAYOUT_AMOUNT_MESSAGE })
    .positive({ error: PAYOUT_AMOUNT_MESSAGE })
    .max(2_000_000_000, { error: PAYOUT_AMOUNT_MESSAGE }),
  paid_on: z.iso.date({ error: PAYOUT_DATE_MESSAGE }),
  reference: z
    .string({ error: PAYOUT_REFERENCE_MESSAGE })
    .trim()
    .min(1, { error: PAYOUT_REFERENCE_MESSAGE })
    .max(100, { error: PAYOUT_REFERENCE_MESSAGE }),
});
export type PayoutRecordInput = z.infer<typeof payoutRecordSchema>;

export const PAYOUT_METHODS = ['manual', 'bank'] as const;
/** A bank payout is in_transit until the bank's final status; a manual one is sent at once. */
export const PAYOUT_STATES = ['in_transit', 'sent', 'rejected'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const PAYOUT_STATE_LABELS = {
  in_transit: 'Отправляется через банк',
  sent: 'Выплачено продавцу',
  rejected: 'Отклонено банком, деньги снова к выплате',
} as const satisfies Record<PayoutState, string>;

export const payoutSchema = z.object({
  id: z.number().int(),
  seller_id: userIdSchema,
  amount_kopecks: kopecksSchema,
  paid_on: z.string(),
  reference: z.string(),
  status_label: z.string(),
  created_at: z.string(),
  method: z.enum(PAYOUT_METHODS).default('manual'),
  state: z.enum(PAYOUT_STATES).default('sent'),
  card_pan: z.string().nullable().default(null),
});
export type Payout = z.infer<typeof payoutSchema>;

export const sellerBalanceSchema = z.object({
  owed_kopecks: kopecksSchema,
  debt_kopecks: kopecksSchema,
  held_kopecks: kopecksSchema,
  paid_out_kopecks: kopecksSchema,
  payouts: z.array(payoutSchema),
});
export type SellerBalance = z.infer<typeof sellerBalanceSchema>;

export const revealedCardSchema = z.object({ card_number: z.string() });

export const BANK_PAYOUT_KEY_MESSAGE = 'Повторите выплату из «Выплат»';
export const NO_PAYOUT_CARD_MESSAGE = 'Продавец ещё не привязал карту для выплат в банке';

/** The key is made once per intent, so a retry pays once. */
export const bankPayoutRequestSchema = z.object({
  amount_kopecks: payoutRecordSchema.shape.amount_kopecks,
  idempotency_key: z.uuid({ error: BANK_PAYOUT_KEY_MESSAGE }),
});
export type BankPayoutRequest = z.infer<typeof bankPayoutRequestSchema>;

export const payoutCardSchema = z.object({
  state: z.enum(['none', 'pending', 'bound']),
  pan: z.string().nullable(),
});
export type PayoutCard = z.infer<typeof payoutCardSchema>;
export const payoutCardBindingSchema = z.object({ payment_url: z.string() });
