import { useRef } from 'react';
import { useResumePayment } from '../../api/resume-payment';
import { answerErrorText } from '../../lib/answer-error-text';
import { leaveAppFor } from '../../lib/leave-app';
import { useNow } from '../../lib/use-now';
import { PAY_AGAIN_TEXT, PAY_WINDOW_OVER_TEXT, payTimeLeftText } from '../../texts/payments';
import { Banner, Button } from '../ui';
import './receipt.css';

const SECOND_MS = 1000;

export function minutesSecondsLeft(leftMs: number): string {
  const seconds = Math.max(0, Math.ceil(leftMs / SECOND_MS));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Issue 26: a second tap while the form opens does nothing. */
export function PayAgain({ orderId, payUntil }: { orderId: number; payUntil: string }) {
  const now = useNow(SECOND_MS);
  const pay = useResumePayment();
  const started = useRef(false);
  const leftMs = new Date(payUntil).getTime() - now;
  const busy = pay.isPending || pay.isSuccess;

  if (leftMs <= 0) {
    return (
      <div className="pay-again">
        <p className="pay-again__left">{PAY_WINDOW_OVER_TEXT}</p>
      </div>
    );
  }
  return (
    <div className="pay-again">
      <p className="pay-again__left" role="timer">
        {payTimeLeftText(minutesSecondsLeft(leftMs))}
      </p>
      <Button
        fullWidth
        loading={busy}
        onClick={() => {
          if (started.current) return;
          started.current = true;
          pay.mutate(orderId, {
            onSuccess: (paymentUrl) => {
              leaveAppFor(paymentUrl);
            },
            onError: () => {
              started.current = false;
            },
          });
        }}
      >
        {PAY_AGAIN_TEXT}
      </Button>
      {pay.isError && <Banner severity="error">{answerErrorText(pay.error)}</Banner>}
    </div>
  );
}
