import { describe, expect, it } from 'vitest';
import { COMMISSION_ROUNDING_RUB } from './offer-terms';
import { priceWithCommission } from '../money';

describe('offer terms (spec §9)', () => {
  it('rounds the commission up to the stated multiple', () => {
    expect(priceWithCommission(5001) % COMMISSION_ROUNDING_RUB).toBe(0);
  });
});
