// Issue 29: trusted sellers' new and relisted bouquets skip moderation.

export const TRUSTED_MIN_DELIVERED_ORDERS = 5;
export const TRUSTED_MIN_RATING = 4.5;
export const TRUSTED_SELLER_LABEL = 'Проверенный продавец';

export const DISPUTE_DECISIONS_AGAINST_SELLER = ['partial_refund', 'release'] as const;

export interface SellerTrustFacts {
  deliveredOrders: number;
  ratingAverage: number | null;
  disputesLost: number;
  revoked: boolean;
}

export function isTrustedSeller(facts: SellerTrustFacts): boolean {
  return (
    !facts.revoked &&
    facts.disputesLost === 0 &&
    facts.deliveredOrders >= TRUSTED_MIN_DELIVERED_ORDERS &&
    facts.ratingAverage !== null &&
    facts.ratingAverage >= TRUSTED_MIN_RATING
  );
}
