import { z } from 'zod';
import { kopecksSchema } from './safe-deal';
import { userIdSchema } from '../common/wire';
export const PAYOUT_AMOUNT_MESSAGE = 'Сумма выплаты: больше нуля и не больше долга продавцу';
const PAYOUT_DATE_MESSAGE = 'Дата выплаты в формате ГГГГ-ММ-ДД';
const PAYOUT_REFERENCE_MESSAGE = 'Укажите номер платёжного поручения или операции';

/** One seller's line of the admin register «Выплаты», in kopecks. */
const sellerOwedSchema = z.object({
  seller_id: userIdSchema,
  seller_username: z.string().nullable(),
  full_name: z.string().nullable(),
  card_masked: z.string().nullable(),
  owed_kopecks: kopecksSchema,
  /** What the seller owes back after a refund of money already paid out to them. */
  debt_kopecks: kopecksSchema,
  captured_orders: z.number().int().nonnegative(),
  paid_out_kopecks: kopecksSchema,
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

export const payoutSchema = z.object({
  id: z.number().int(),
  seller_id: userIdSchema,
  amount_kopecks: kopecksSchema,
  paid_on: z.string(),
  reference: z.string(),
  status_label: z.string(),
  created_at: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** The seller's own view under «Платёжная информация». */
export const sellerBalanceSchema = z.object({
  owed_kopecks: kopecksSchema,
  debt_kopecks: kopecksSchema,
  held_kopecks: kopecksSchema,
  paid_out_kopecks: kopecksSchema,
  payouts: z.array(payoutSchema),
});
export type SellerBalance = z.infer<typeof sellerBalanceSchema>;

export const revealedCardSchema = z.object({ card_number: z.string() });
