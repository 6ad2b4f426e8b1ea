import { MIN_SELLER_PRICE_RUB } from './price-limits';
import { priceWithCommission } from '../money';

export interface SellerPricePreview {
  buyerPrice: number | null;
  belowMinimum: boolean;
}

export function sellerPricePreview(text: string): SellerPricePreview {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return { buyerPrice: null, belowMinimum: false };
  const price = Number(trimmed);
  return { buyerPrice: priceWithCommission(price), belowMinimum: price < MIN_SELLER_PRICE_RUB };
}
