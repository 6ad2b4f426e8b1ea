import { isOrderable } from '@flowers/domain';
import { ORDER_BUTTON_TEXT, RESERVED_BUTTON_TEXT } from '../../texts/ads';
import type { Ad } from '@flowers/domain';
import { Button } from '@mui/material';
import { Link } from 'react-router';

/** Leads to the checkout; a reserved ad shows a disabled 'Зарезервировано' (spec §2). */
export function OrderButton({ ad }: { ad: Pick<Ad, 'id' | 'status'> }) {
  if (ad.status === 'reserved') {
    return (
      <Button variant="contained" disabled fullWidth>
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
