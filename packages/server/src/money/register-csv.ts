import type { PayoutRow } from './payouts.repository.ts';

export interface RegisterLine {
  sellerId: number;
  fullName: string | null;
  cardNumber: string | null;
  kopecks: number;
  /** The payout recorded, or null for what is still owed. */
  payout: Pick<PayoutRow, 'paidOn' | 'reference'> | null;
}

const HEADER = [
  'Telegram id',
  'Получатель',
  'Номер карты',
  'Сумма, ₽',
  'Статус',
  'Дата',
  'Назначение',
];

/**
 * A cell as spreadsheet software reads it safely: quoted, quotes doubled, and a leading
 * = + - @ neutralised so a name cannot become a formula (CSV injection).
 */
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
      line.cardNumber ?? '',
      rublesWithKopecks(line.kopecks),
      line.payout === null ? 'К выплате' : 'Выплачено',
      line.payout?.paidOn ?? '',
      line.payout?.reference ?? '',
    ]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${[HEADER.map(cell).join(';'), ...rows].join('\r\n')}\r\n`;
}
