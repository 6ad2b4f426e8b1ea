import { isOrderable } from '@flowers/domain';
import { ORDER_BUTTON_TEXT, RESERVED_BUTTON_TEXT } from '../../texts/catalogue';
import type { Ad } from '@flowers/domain';
import { Button, ButtonLink } from '../ui';
import './ad-list.css';

/** Leads to the checkout; a reserved ad shows a disabled 'Зарезервировано' (spec §2). */
export function OrderButton({ ad }: { ad: Pick<Ad, 'id' | 'status'> }) {
  if (ad.status === 'reserved') {
    return (
      <Button disabled fullWidth className="order-button--reserved">
        {RESERVED_BUTTON_TEXT}
      </Button>
    );
  }
  if (!isOrderable(ad.status)) {
    return (
      <Button disabled fullWidth>
        {ORDER_BUTTON_TEXT}
      </Button>
    );
  }
  return (
    <ButtonLink to={`/order/${String(ad.id)}`} fullWidth>
      {ORDER_BUTTON_TEXT}
    </ButtonLink>
  );
}
