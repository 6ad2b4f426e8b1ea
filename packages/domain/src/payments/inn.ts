/** ИНН check digits: weighted sum mod 11 mod 10 (ФНС order of 2002, "Порядок расчёта"). */
export type InnKind = 'organisation' | 'person';

const ORGANISATION_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const PERSON_WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;
const PERSON_WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const;

function checkDigit(digits: readonly number[], weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  return (sum % 11) % 10;
}

export function innKind(inn: string): InnKind | null {
  // The first two digits are the region's code, never 00.
  if (!/^\d{10}$|^\d{12}$/.test(inn) || inn.startsWith('00')) return null;
  const digits = [...inn].map(Number);
  if (digits.length === 10) {
    return checkDigit(digits, ORGANISATION_WEIGHTS) === digits[9] ? 'organisation' : null;
  }
  const valid =
    checkDigit(digits, PERSON_WEIGHTS_11) === digits[10] &&
    checkDigit(digits, PERSON_WEIGHTS_12) === digits[11];
  return valid ? 'person' : null;
}

export const isValidInn = (inn: string): boolean => innKind(inn) !== null;
