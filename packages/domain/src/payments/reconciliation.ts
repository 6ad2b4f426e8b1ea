import { z } from 'zod';
import type { MoneyState } from './safe-deal';

/** tbank-acquiring.md "Status model"; a status missing here (e.g. AUTHORIZING) is not compared. */
export const MONEY_STATE_OF_BANK_STATUS: Readonly<Record<string, MoneyState | null>> = {
  NEW: null,
  FORM_SHOWED: null,
  REJECTED: null,
  AUTH_FAIL: null,
  CANCELED: null,
  AUTHORIZED: 'held',
  CONFIRMED: 'captured',
  PARTIAL_REFUNDED: 'partially_refunded',
  REFUNDED: 'refunded',
  REVERSED: 'released',
  DEADLINE_EXPIRED: 'released',
};

const BANK_STATUS_LABELS: Readonly<Record<string, string>> = {
  NEW: 'платёж создан, не оплачен',
  FORM_SHOWED: 'покупатель на странице оплаты',
  REJECTED: 'оплата отклонена',
  AUTH_FAIL: 'оплата не прошла проверку',
  CANCELED: 'платёж отменён',
  AUTHORIZED: 'деньги удержаны',
  CONFIRMED: 'оплата списана',
  PARTIAL_REFUNDED: 'частично возвращены',
  REFUNDED: 'деньги возвращены',
  REVERSED: 'удержание снято',
  DEADLINE_EXPIRED: 'удержание истекло',
};

export function bankStatusLabel(status: string): string {
  return BANK_STATUS_LABELS[status] ?? 'банк в процессе операции';
}

export const RECONCILIATION_KINDS = ['bank', 'ledger', 'unreachable'] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

export const RECONCILIATION_KIND_LABELS: Record<ReconciliationKind, string> = {
  bank: 'Расходится с банком',
  ledger: 'Расходится с учётом',
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
