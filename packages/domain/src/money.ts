import { groupDigitsRu } from './common/ru-numbers';

// spec §9: the agent commission, added to the seller's price and rounded up to 100 ₽.
export const COMMISSION_PERCENT = 30;
const ROUNDING_RUB = 100;
const KOPECKS_PER_RUBLE = 100;

function assertWholeRubles(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative safe integer, got ${value}`);
  }
}

// In integers: 5000 × 1.3 is 6500.000000000001 in floating point, which would round to 6600.
export function priceWithCommission(originalPriceRub: number): number {
  assertWholeRubles(originalPriceRub, 'originalPriceRub');
  const hundredths = originalPriceRub * (100 + COMMISSION_PERCENT);
  assertWholeRubles(hundredths, 'originalPriceRub × 130');
  const unit = 100 * ROUNDING_RUB;
  const remainder = hundredths % unit;
  const units = (hundredths - remainder) / unit + (remainder > 0 ? 1 : 0);
  return units * ROUNDING_RUB;
}

/** T-Bank amounts are kopecks. */
export function rublesToKopecks(rub: number): number {
  assertWholeRubles(rub, 'rub');
  const kopecks = rub * KOPECKS_PER_RUBLE;
  assertWholeRubles(kopecks, 'kopecks');
  return kopecks;
}

// ru-RU groups with a no-break space (U+00A0 in current ICU); one more keeps ₽ on the line.
export function formatRubles(amount: number): string {
  return `${groupDigitsRu(amount)}\u00a0₽`;
}
