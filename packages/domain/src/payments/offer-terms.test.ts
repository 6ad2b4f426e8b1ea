import { describe, expect, it } from 'vitest';
import { DELIVERY_HOURS } from '../common/constants';
import {
  COMMISSION_ROUNDING_RUB,
  PAYOUT_HOURS,
  REFUND_WORKING_DAYS,
  SELLER_UNREACHABLE_HOURS,
} from './offer-terms';
import { priceWithCommission } from '../money';

describe('offer terms (spec §9)', () => {
  it('states delivery and payout within 24 hours, refunds in 3 working days', () => {
    expect(DELIVERY_HOURS).toBe(24);
    expect(PAYOUT_HOURS).toBe(24);
    expect(SELLER_UNREACHABLE_HOURS).toBe(3);
    expect(REFUND_WORKING_DAYS).toBe(3);
  });

  it('rounds the commission up to the stated multiple', () => {
    expect(priceWithCommission(5001) % COMMISSION_ROUNDING_RUB).toBe(0);
  });
});
