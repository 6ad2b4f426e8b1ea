import { PAYMENT_SUCCESS_TITLE, paymentSuccessText } from '../../texts/payments';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notificationHaptic, showTelegramAlert } from '../../telegram/init';
import { ResultActions } from './result-actions';
import { ResultFrame } from './result-frame';
import { resultParam } from './result-params';
import { tellOpener } from './tell-opener';

/** Where the payment provider returns after a successful payment (spec §2). */
export function SuccessPage() {
  const [search] = useSearchParams();
  const orderId = resultParam(search, 'orderId', 'OrderId');

  useEffect(() => {
    notificationHaptic('success');
    if (orderId === null) return;
    showTelegramAlert(paymentSuccessText(orderId));
    tellOpener({ type: 'payment_success', orderId });
  }, [orderId]);

  return (
    <ResultFrame
      icon={<CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} aria-hidden />}
      title={PAYMENT_SUCCESS_TITLE}
      orderId={orderId}
      chipColor="success"
    >
      <ResultActions />
    </ResultFrame>
  );
}
