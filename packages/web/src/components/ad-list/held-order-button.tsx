import { ownHoldAmong } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { useQuery } from '@tanstack/react-query';
import { myOrdersQueryOptions } from '../../api/get-my-orders';
import { useResumePayment } from '../../api/resume-payment';
import { answerErrorText } from '../../lib/answer-error-text';
import { formatTime } from '../../lib/format-date-time';
import { leaveAppFor } from '../../lib/leave-app';
import { useNow } from '../../lib/use-now';
import { CARD_PAY_TEXT, cardHoldText } from '../../texts/bouquet';
import { Button } from '../ui/button';
import { ReservedButton } from './reserved-button';

const HOLD_TICK_MS = 1000;
// The windowed grid mounts a card again as it scrolls back: that is no reason to read her orders
// again. Checkout and staff actions invalidate them, and the bank's return reloads the app.
const HOLDS_STALE_MS = 30_000;

/**
 * Issue 40: the catalogue is one body for everyone, so whose hold a reserved card is comes
 * from her own orders; hers says so and pays on until the payment window closes.
 */
export function HeldOrderButton({ ad }: { ad: Pick<Ad, 'id' | 'status'> }) {
  const orders = useQuery({ ...myOrdersQueryOptions(), staleTime: HOLDS_STALE_MS });
  const held = orders.data?.some((order) => order.ad_id === ad.id) === true;
  const now = useNow(HOLD_TICK_MS, held);
  const hold = ownHoldAmong(orders.data ?? [], ad, now);
  const resume = useResumePayment();
  if (hold === null) return <ReservedButton />;
  const busy = resume.isPending || resume.isSuccess;
  return (
    <div className="held-order">
      <p className="held-order__note">{cardHoldText(formatTime(hold.pay_until))}</p>
      <Button
        fullWidth
        loading={busy}
        onClick={() => {
          if (busy) return;
          resume.mutate(hold.order_id, {
            onSuccess: (paymentUrl) => {
              leaveAppFor(paymentUrl);
            },
          });
        }}
      >
        {CARD_PAY_TEXT}
      </Button>
      {resume.isError && (
        <p role="alert" className="held-order__error">
          {answerErrorText(resume.error)}
        </p>
      )}
    </div>
  );
}
