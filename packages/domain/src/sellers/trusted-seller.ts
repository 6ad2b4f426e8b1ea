// Trusted sellers (issue 29): proven by delivered orders and buyers' ratings, their new and
// relisted bouquets skip moderation. Staff can revoke the status whatever the numbers say.

export const TRUSTED_MIN_DELIVERED_ORDERS = 5;
export const TRUSTED_MIN_RATING = 4.5;
export const TRUSTED_SELLER_LABEL = 'Проверенный продавец';

/** Dispute decisions that went against the seller: the buyer got money back. */
export const DISPUTE_DECISIONS_AGAINST_SELLER = ['partial_refund', 'release'] as const;

export interface SellerTrustFacts {
  /** Orders that reached the buyer (delivered or completed). */
  deliveredOrders: number;
  /** The average of the seller's visible reviews; null with none. */
  ratingAverage: number | null;
  /** Disputes a moderator (or the deadline) decided for the buyer. */
  disputesLost: number;
  /** A moderator or admin revoked the status. */
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
