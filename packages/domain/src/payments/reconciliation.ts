import { z } from 'zod';
import type { MoneyState } from './safe-deal';

/**
 * Where an order's money must stand for each status the bank's GetState reports
 * (tbank-acquiring.md "Status model"); null: no money of ours is held or charged. A status
 * missing here (the bank is mid-way, e.g. AUTHORIZING) is not compared.
 */
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

/** The bank's statuses in the admin's words: never a raw English value on screen. */
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

/** The last reconciliation: when, how many payments it checked, and every difference. */
export const reconciliationReportSchema = z.object({
  ran_at: z.string().nullable(),
  checked: z.number().int().nonnegative(),
  differences: z.array(reconciliationDifferenceSchema),
  // Demo mode with the built-in emulator: «Сверка» offers to force a mismatch.
  can_force_mismatch: z.boolean().default(false),
});
export type ReconciliationReport = z.infer<typeof reconciliationReportSchema>;
