import { PAYMENT_SUCCESS_TITLE, orderNumberText, paymentSuccessText } from '../../texts/payments';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Chip, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notificationHaptic, showTelegramAlert } from '../../telegram/init';
import { ResultActions } from './result-actions';
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
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', px: 2, py: 4 }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {PAYMENT_SUCCESS_TITLE}
      </Typography>
      {orderId && <Chip color="success" label={orderNumberText(orderId)} />}
      <ResultActions />
    </Stack>
  );
}
