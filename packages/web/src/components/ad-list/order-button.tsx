import { isOrderable } from '@flowers/domain';
import { ORDER_BUTTON_TEXT, OWN_AD_BUTTON_TEXT } from '../../texts/catalogue';
import type { Ad } from '@flowers/domain';
import { Suspense, lazy } from 'react';
import { useSession } from '../../lib/session-context';
import { Button, ButtonLink } from '../ui/button';
import { ReservedButton } from './reserved-button';
import './ad-list.css';

// Issue 40: whose hold it is needs her orders, read (with their schema) only when a card is reserved.
const HeldOrderButton = lazy(() =>
  import('./held-order-button').then((module) => ({ default: module.HeldOrderButton })),
);

/** spec §2. The seller's own bouquet leads to her ads: the server refuses her order (issue 27). */
export function OrderButton({ ad }: { ad: Pick<Ad, 'id' | 'status' | 'user_id'> }) {
  const { user } = useSession();
  if (ad.status === 'reserved') {
    return (
      <Suspense fallback={<ReservedButton />}>
        <HeldOrderButton ad={ad} />
      </Suspense>
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
