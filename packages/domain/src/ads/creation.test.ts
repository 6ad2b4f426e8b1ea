import { describe, expect, it } from 'vitest';
import { sellerPricePreview } from './creation';

describe('seller price preview', () => {
  it('shows the buyer price with the commission and flags prices under 5 000 ₽', () => {
    expect(sellerPricePreview('5000')).toEqual({ buyerPrice: 6500, belowMinimum: false });
    expect(sellerPricePreview(' 4999 ')).toEqual({ buyerPrice: 6500, belowMinimum: true });
  });

  it('shows nothing for text that is not a whole number', () => {
    expect(sellerPricePreview('')).toEqual({ buyerPrice: null, belowMinimum: false });
    expect(sellerPricePreview('50a')).toEqual({ buyerPrice: null, belowMinimum: false });
  });
});
