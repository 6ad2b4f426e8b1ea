// A page's first ru-RU Intl formatter costs Chromium 13–21 ms (measured; four times that on a
// slow phone), most of the first screen's script evaluation: the catalogue's numbers (whole
// rubles, averages of 1 to 5) are written here as ICU writes them, and anything else goes to Intl.

const GROUP_SEPARATOR = '\u00a0';
const THOUSANDS = /\B(?=(\d{3})+$)/g;
const BELOW_GROUPING = 1000;

let grouping: Intl.NumberFormat | null = null;
let oneDecimal: Intl.NumberFormat | null = null;

/** `1 234 567`, with no-break spaces (U+00A0), as `Intl.NumberFormat('ru-RU')` writes it. */
export function groupDigitsRu(value: number): string {
  if (!Number.isSafeInteger(value)) {
    grouping ??= new Intl.NumberFormat('ru-RU');
    return grouping.format(value);
  }
  const digits = String(Math.abs(value)).replace(THOUSANDS, GROUP_SEPARATOR);
  return value < 0 ? `-${digits}` : digits;
}

/** `4,5`: one decimal after a comma, as ru-RU writes it with exactly one fraction digit. */
export function oneDecimalRu(value: number): string {
  // toFixed rounds the double's exact value half up, as Intl's default half-expand does for
  // non-negative numbers (Intl keeps the sign of -0); below 1 000 nothing is grouped.
  if (value >= 0 && value < BELOW_GROUPING && !Object.is(value, -0)) {
    return value.toFixed(1).replace('.', ',');
  }
  oneDecimal ??= new Intl.NumberFormat('ru-RU', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return oneDecimal.format(value);
}
