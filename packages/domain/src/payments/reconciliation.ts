import { z } from 'zod';
import { isTbankStatus, type TbankStatus } from './deal-steps';
import type { MoneyState } from './safe-deal';

/**
 * Our money state for each T-Bank status: null where the bank has none of the buyer's money,
 * `moving` while it is in the middle of an operation (compared on the next run).
 */
export const MONEY_STATE_OF_BANK_STATUS: Readonly<
  Record<TbankStatus, MoneyState | null | 'moving'>
> = {
  NEW: null,
  FORM_SHOWED: null,
  AUTHORIZING: 'moving',
  '3DS_CHECKING': 'moving',
  '3DS_CHECKED': 'moving',
  AUTHORIZED: 'held',
  CONFIRMING: 'moving',
  CONFIRMED: 'captured',
  REVERSING: 'moving',
  // Still a hold, of less than the buyer paid: its amount is compared with ours.
  PARTIAL_REVERSED: 'held',
  REVERSED: 'released',
  REFUNDING: 'moving',
  ASYNC_REFUNDING: 'moving',
  PARTIAL_REFUNDED: 'partially_refunded',
  REFUNDED: 'refunded',
  REJECTED: null,
  AUTH_FAIL: null,
  DEADLINE_EXPIRED: 'released',
  CANCELED: null,
};

const BANK_STATUS_LABELS: Readonly<Record<TbankStatus, string>> = {
  NEW: 'платёж создан, не оплачен',
  FORM_SHOWED: 'покупатель на странице оплаты',
  AUTHORIZING: 'оплата проверяется',
  '3DS_CHECKING': 'покупатель проходит 3-D Secure',
  '3DS_CHECKED': '3-D Secure пройден',
  AUTHORIZED: 'деньги удержаны',
  CONFIRMING: 'оплата списывается',
  CONFIRMED: 'оплата списана',
  REVERSING: 'удержание снимается',
  PARTIAL_REVERSED: 'удержание частично снято',
  REVERSED: 'удержание снято',
  REFUNDING: 'деньги возвращаются',
  ASYNC_REFUNDING: 'деньги возвращаются (асинхронно)',
  PARTIAL_REFUNDED: 'частично возвращены',
  REFUNDED: 'деньги возвращены',
  REJECTED: 'оплата отклонена',
  AUTH_FAIL: 'оплата не прошла проверку',
  DEADLINE_EXPIRED: 'удержание истекло',
  CANCELED: 'платёж отменён',
};

export function bankStatusLabel(status: string): string {
  return isTbankStatus(status) ? BANK_STATUS_LABELS[status] : `неизвестный статус ${status}`;
}

export const RECONCILIATION_KINDS = ['bank', 'ledger', 'stuck', 'unreachable'] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

export const RECONCILIATION_KIND_LABELS: Record<ReconciliationKind, string> = {
  bank: 'Расходится с банком',
  ledger: 'Расходится с учётом',
  stuck: 'Деньги без движения',
  unreachable: 'Банк не ответил',
};

const reconciliationDifferenceSchema = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  kind: z.enum(RECONCILIATION_KINDS),
  kind_label: z.string(),
  text: z.string(),
});

export const reconciliationReportSchema = z.object({
  ran_at: z.string().nullable(),
  checked: z.number().int().nonnegative(),
  differences: z.array(reconciliationDifferenceSchema),
  can_force_mismatch: z.boolean().default(false),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;
