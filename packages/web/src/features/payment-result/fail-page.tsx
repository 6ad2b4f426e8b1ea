import {
  PAYMENT_DECLINED_TEXT,
  PAYMENT_FAILURE_TITLE,
  TRY_AGAIN_TEXT,
  errorCodeText,
} from '../../texts/payments';
import { paymentFailureText } from '../../texts/shell';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '../../router/router';
import { AlertCircleIcon, Banner, Button } from '../../components/ui';
import { notificationHaptic } from '../../telegram/init';
import { ResultActions } from './result-actions';
import { ResultFrame } from './result-frame';
import { resultParam } from './result-params';
import { tellOpener } from './tell-opener';
import { lastCheckoutAdId } from '../../lib/checkout-draft';
import { useGoBack } from '../../lib/go-back';

/** spec §2, §8: the bank's words lead; its code follows small, for support. */
export function FailPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const back = useGoBack();
  const orderId = resultParam(search, 'orderId', 'OrderId');
  const errorCode = resultParam(search, 'errorCode', 'ErrorCode');
  const errorMessage = resultParam(search, 'errorMessage', 'Message');

  useEffect(() => {
    notificationHaptic('error');
    tellOpener({ type: 'payment_failure', message: errorMessage ?? errorCode ?? '' });
  }, [errorCode, errorMessage]);

  return (
    <ResultFrame
      icon={<AlertCircleIcon size={72} strokeWidth={1.4} />}
      title={PAYMENT_FAILURE_TITLE}
      orderId={orderId}
      tone="negative"
    >
      <p className="payment-result__text">{PAYMENT_DECLINED_TEXT}</p>
      {(errorCode || errorMessage) && (
        <Banner severity="error" className="payment-result__details">
          {errorMessage && <p>{paymentFailureText(errorMessage)}</p>}
          {errorCode && <p className="payment-result__code">{errorCodeText(errorCode)}</p>}
        </Banner>
      )}
      <ResultActions
        primary={
          <Button
            fullWidth
            onClick={() => {
              // The bank's page is closed: back to the checkout, where the draft waits.
              const adId = lastCheckoutAdId();
              if (adId === null) back();
              else void navigate(`/order/${adId}`, { replace: true });
            }}
          >
            {TRY_AGAIN_TEXT}
          </Button>
        }
      />
    </ResultFrame>
  );
}
