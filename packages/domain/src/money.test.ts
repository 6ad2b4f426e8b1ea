import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRubles, priceWithCommission, rublesToKopecks } from './money';

const original = fc.integer({ min: 0, max: 100_000_000 });

describe('price with commission (spec §9)', () => {
  it('takes a 30% commission', () => {
    expect(priceWithCommission(10_000)).toBe(13_000);
  });

  it.each([
    [5000, 6500],
    [5001, 6600],
    [5077, 6700],
    [10_000, 13_000],
    [0, 0],
  ])('prices %i ₽ at %i ₽', (seller, buyer) => {
    expect(priceWithCommission(seller)).toBe(buyer);
  });

  it('rounds to a multiple of 100 ₽', () => {
    fc.assert(fc.property(original, (p) => priceWithCommission(p) % 100 === 0));
  });

  it('never charges less than the seller price plus 30%', () => {
    fc.assert(fc.property(original, (p) => priceWithCommission(p) * 10 >= p * 13));
  });

  it('rounds up by less than 100 ₽', () => {
    fc.assert(fc.property(original, (p) => priceWithCommission(p) * 10 < p * 13 + 1000));
  });

  it('never lowers the price when the seller raises theirs', () => {
    fc.assert(
      fc.property(original, original, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return priceWithCommission(lo) <= priceWithCommission(hi);
      }),
    );
  });

  it.each([5000.5, -1, Number.NaN, Number.MAX_SAFE_INTEGER, 2 ** 60])(
    'throws RangeError for %s',
    (p) => {
      expect(() => priceWithCommission(p)).toThrow(RangeError);
    },
  );
});

describe('kopecks and display', () => {
  it('converts rubles to kopecks for T-Bank', () => {
    expect(rublesToKopecks(6500)).toBe(650_000);
  });

  it('refuses fractional rubles', () => {
    expect(() => rublesToKopecks(1.5)).toThrow(RangeError);
  });

  it('formats 6500 as «6 500 ₽» with ru-RU grouping', () => {
    const grouped = new Intl.NumberFormat('ru-RU').format(6500);
    expect(formatRubles(6500)).toBe(`${grouped}\u00a0₽`);
    expect(formatRubles(6500).replace(/[\u00a0\u202f]/g, ' ')).toBe('6 500 ₽');
  });

  it('formats small amounts without grouping', () => {
    expect(formatRubles(900)).toBe('900\u00a0₽');
  });
});
