import { PAYMENT_SUCCESS_NEXT_TEXT, PAYMENT_SUCCESS_TITLE } from '../../texts/payments';
import { paymentSuccessText } from '../../texts/shell';
import { MY_ORDERS_TITLE } from '../../texts/orders';
import { useEffect } from 'react';
import { useSearchParams } from '../../router/router';
import { ButtonLink, CheckCircleIcon } from '../../components/ui';
import { notificationHaptic, showTelegramAlert } from '../../telegram/init';
import { ResultActions } from './result-actions';
import { ResultFrame } from './result-frame';
import { resultParam } from './result-params';
import { tellOpener } from './tell-opener';
import { clearCheckoutDrafts } from '../../lib/checkout-draft';

/** spec §2. */
export function SuccessPage() {
  const [search] = useSearchParams();
  const orderId = resultParam(search, 'orderId', 'OrderId');

  useEffect(() => {
    clearCheckoutDrafts();
    notificationHaptic('success');
    if (orderId === null) return;
    showTelegramAlert(paymentSuccessText(orderId));
    tellOpener({ type: 'payment_success', orderId });
  }, [orderId]);

  return (
    <ResultFrame
      icon={<CheckCircleIcon size={72} strokeWidth={1.4} />}
      title={PAYMENT_SUCCESS_TITLE}
      orderId={orderId}
      tone="positive"
    >
      <p className="payment-result__text">{PAYMENT_SUCCESS_NEXT_TEXT}</p>
      <ResultActions
        extra={
          <ButtonLink to="/myorders" variant="plain" fullWidth>
            {MY_ORDERS_TITLE}
          </ButtonLink>
        }
      />
    </ResultFrame>
  );
}
