export interface RegisterLine {
  sellerId: number;
  fullName: string | null;
  cardNumber: string | null;
  owedKopecks: number;
}

const HEADER = ['Telegram id', 'Получатель', 'Номер карты', 'Сумма, ₽'];

/**
 * A cell as spreadsheet software reads it safely: quoted, quotes doubled, and a leading
 * = + - @ neutralised so a name cannot become a formula (CSV injection).
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const rubles = (kopecks: number) =>
  `${Math.trunc(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;

/** The payout register for the bank: semicolons and CRLF, as Russian spreadsheets expect. */
export function registerCsv(lines: readonly RegisterLine[]): string {
  const rows = lines.map((line) =>
    [String(line.sellerId), line.fullName ?? '', line.cardNumber ?? '', rubles(line.owedKopecks)]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${[HEADER.map(cell).join(';'), ...rows].join('\r\n')}\r\n`;
}
