import { MIN_SELLER_PRICE_RUB, formatRubles, sellerPricePreview } from '@flowers/domain';
import { Typography } from '@mui/material';
import { buyerPriceHintText, minSellerPriceText } from '../../../texts/ads';

/** The buyer's price with the commission, and the minimum, under the seller's price. */
export function SellerPriceHint({ id, text }: { id: string; text: string }) {
  const { buyerPrice, belowMinimum } = sellerPricePreview(text);
  return (
    <Typography
      id={id}
      aria-live="polite"
      variant="caption"
      component="p"
      color={belowMinimum ? 'error' : 'text.secondary'}
      sx={{ px: 1.75 }}
    >
      {minSellerPriceText(formatRubles(MIN_SELLER_PRICE_RUB))}
      {buyerPrice !== null && buyerPriceHintText(formatRubles(buyerPrice))}
    </Typography>
  );
}
