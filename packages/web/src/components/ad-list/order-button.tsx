import { isOrderable } from '@flowers/domain';
import { ORDER_BUTTON_TEXT, OWN_AD_BUTTON_TEXT, RESERVED_BUTTON_TEXT } from '../../texts/catalogue';
import type { Ad } from '@flowers/domain';
import { useSession } from '../../lib/session-context';
import { Button, ButtonLink } from '../ui/button';
import './ad-list.css';

/** spec §2. The seller's own bouquet leads to her ads: the server refuses her order (issue 27). */
export function OrderButton({ ad }: { ad: Pick<Ad, 'id' | 'status' | 'user_id'> }) {
  const { user } = useSession();
  if (ad.status === 'reserved') {
    return (
      <Button disabled fullWidth className="order-button--reserved">
        {RESERVED_BUTTON_TEXT}
      </Button>
    );
  }
  if (ad.user_id === user.userId) {
    return (
      <ButtonLink to="/myads" variant="secondary" fullWidth>
        {OWN_AD_BUTTON_TEXT}
      </ButtonLink>
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
