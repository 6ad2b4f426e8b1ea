import { describe, expect, it } from 'vitest';
import { isTrustedSeller, type SellerTrustFacts } from './trusted-seller';

const PROVEN: SellerTrustFacts = {
  deliveredOrders: 5,
  ratingAverage: 4.5,
  disputesLost: 0,
  revoked: false,
};

describe('isTrustedSeller', () => {
  it('trusts a seller with 5 delivered orders, a 4.5 rating and no lost dispute', () => {
    expect(isTrustedSeller(PROVEN)).toBe(true);
  });

  it('does not trust a seller with only 4 delivered orders', () => {
    expect(isTrustedSeller({ ...PROVEN, deliveredOrders: 4 })).toBe(false);
  });

  it('does not trust a seller rated 4.4', () => {
    expect(isTrustedSeller({ ...PROVEN, ratingAverage: 4.4 })).toBe(false);
  });

  it('does not trust a seller nobody has rated yet', () => {
    expect(isTrustedSeller({ ...PROVEN, ratingAverage: null })).toBe(false);
  });

  it('does not trust a seller who lost a dispute', () => {
    expect(isTrustedSeller({ ...PROVEN, deliveredOrders: 40, disputesLost: 1 })).toBe(false);
  });

  it('does not trust a seller whose status staff revoked', () => {
    expect(isTrustedSeller({ ...PROVEN, ratingAverage: 5, revoked: true })).toBe(false);
  });
});
