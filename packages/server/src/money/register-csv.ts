import {
  bankPayoutRegisterReference,
  PAYOUT_REGISTER_HEADER,
  PAYOUT_REGISTER_STATUSES,
} from '@flowers/domain';
import type { PayoutRow } from './payouts.repository.ts';

export interface RegisterLine {
  sellerId: number;
  fullName: string | null;
  cardNumber: string | null;
  kopecks: number;
  payout: Pick<
    PayoutRow,
    'paidOn' | 'reference' | 'method' | 'state' | 'cardPan' | 'bankOrderId'
  > | null;
}

function statusOf(payout: RegisterLine['payout']): string {
  const status = PAYOUT_REGISTER_STATUSES;
  if (payout === null) return status.owed;
  if (payout.method !== 'bank') return status.paid;
  if (payout.state === 'sent') return status.sentByBank;
  return payout.state === 'rejected' ? status.rejectedByBank : status.sendingByBank;
}

// A leading = + - @ is neutralised so a name cannot become a formula (CSV injection).
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** 500050 → 5000,05: rubles with kopecks and a decimal comma, as a Russian spreadsheet reads. */
export const rublesWithKopecks = (kopecks: number) =>
  `${Math.trunc(kopecks / 100)},${String(kopecks % 100).padStart(2, '0')}`;

/** The payout register for the bank: semicolons and CRLF, as Russian spreadsheets expect. */
export function registerCsv(lines: readonly RegisterLine[]): string {
  const rows = lines.map((line) =>
    [
      String(line.sellerId),
      line.fullName ?? '',
      // A bank payout went to the card bound at the bank: its masked number is all we have.
      (line.payout?.method === 'bank' ? line.payout.cardPan : line.cardNumber) ?? '',
      rublesWithKopecks(line.kopecks),
      statusOf(line.payout),
      line.payout?.paidOn ?? '',
      // The bank knows a payout by its OrderId: the line to look it up by in the bank's report.
      (line.payout?.method === 'bank'
        ? bankPayoutRegisterReference(line.payout.bankOrderId)
        : line.payout?.reference) ?? '',
    ]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${[PAYOUT_REGISTER_HEADER.map(cell).join(';'), ...rows].join('\r\n')}\r\n`;
}
