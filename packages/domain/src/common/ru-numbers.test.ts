import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupDigitsRu, oneDecimalRu } from './ru-numbers';

const RUNS = { numRuns: 3000 };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('numbers as ru-RU writes them, without Intl on the first screen', () => {
  it('groups any whole number as Intl.NumberFormat("ru-RU") does', () => {
    const intl = new Intl.NumberFormat('ru-RU');
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        expect(groupDigitsRu(value)).toBe(intl.format(value));
      }),
      RUNS,
    );
  });

  it('makes no Intl formatter for a price or a rating, not even when its module loads', async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    vi.resetModules();
    const { formatRubles } = await import('../money');
    const { sellerRatingLabel } = await import('../ratings/rules');
    const fresh = await import('./ru-numbers');

    formatRubles(6500);
    sellerRatingLabel({ average: 4.5, count: 3 });
    fresh.oneDecimalRu(4.5);

    expect(numberFormat).not.toHaveBeenCalled();
    expect(toLocaleString).not.toHaveBeenCalled();
  });

  it('groups thousands with a no-break space', () => {
    expect(groupDigitsRu(1_234_567)).toBe('1\u00a0234\u00a0567');
    expect(groupDigitsRu(999)).toBe('999');
  });

  it('leaves a fraction, an infinity or NaN to Intl', () => {
    const intl = new Intl.NumberFormat('ru-RU');
    for (const value of [1500.5, -0.25, Infinity, NaN, 2 ** 60]) {
      expect(groupDigitsRu(value)).toBe(intl.format(value));
    }
  });

  it('writes any number with one decimal as Intl does with exactly one fraction digit', () => {
    const intl = new Intl.NumberFormat('ru-RU', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const values = fc.oneof(
      fc.double({ min: 0, max: 5, noNaN: true }),
      fc.integer({ min: 0, max: 50 }).map((tenths) => tenths / 10),
      fc.integer({ min: 0, max: 1000 }).map((quarters) => quarters / 4),
      fc.double({ noNaN: true }),
    );
    fc.assert(
      fc.property(values, (value) => {
        expect(oneDecimalRu(value)).toBe(intl.format(value));
      }),
      RUNS,
    );
  });
});
