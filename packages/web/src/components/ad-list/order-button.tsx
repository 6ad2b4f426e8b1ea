import { isOrderable } from '@flowers/domain';
import { ORDER_BUTTON_TEXT, RESERVED_BUTTON_TEXT } from '../../texts/ads';
import type { Ad } from '@flowers/domain';
import { Button } from '@mui/material';
import { Link } from 'react-router';

// «ЗАРЕЗЕРВИРОВАНО» in capitals overflows a 360 px phone's card; it scales with the card (the
// card is a size container) and wraps rather than spills.
const RESERVED_BUTTON_SX = {
  px: 1,
  // As tall as «Заказать» beside it, though its words are smaller.
  minHeight: 36,
  fontSize: 'min(0.875rem, 6.5cqi)',
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
  textAlign: 'center',
} as const;

/** Leads to the checkout; a reserved ad shows a disabled 'Зарезервировано' (spec §2). */
export function OrderButton({ ad }: { ad: Pick<Ad, 'id' | 'status'> }) {
  if (ad.status === 'reserved') {
    return (
      <Button variant="contained" disabled fullWidth sx={RESERVED_BUTTON_SX}>
        {RESERVED_BUTTON_TEXT}
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      disableElevation
      fullWidth
      component={Link}
      to={`/order/${ad.id}`}
      disabled={!isOrderable(ad.status)}
    >
      {ORDER_BUTTON_TEXT}
    </Button>
  );
}
