import { MIN_SELLER_PRICE_RUB, formatRubles, sellerPricePreview } from '@flowers/domain';
import { Box, Typography } from '@mui/material';

/** Beyond the spec: what buyers will pay, and the minimum, while the seller types. */
export function SellerPricePreview({ id, text }: { id: string; text: string }) {
  const { buyerPrice, belowMinimum } = sellerPricePreview(text);
  return (
    <Box id={id} aria-live="polite" sx={{ px: 1.75 }}>
      <Typography variant="caption" component="p" color={belowMinimum ? 'error' : 'text.secondary'}>
        Минимальная цена — {formatRubles(MIN_SELLER_PRICE_RUB)}
      </Typography>
      {buyerPrice !== null && (
        <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
          Покупатели увидят цену {formatRubles(buyerPrice)} (с комиссией сервиса)
        </Typography>
      )}
    </Box>
  );
}
