import {
  PAYMENT_DECLINED_TEXT,
  PAYMENT_FAILURE_TITLE,
  TRY_AGAIN_TEXT,
  errorCodeText,
  paymentFailureText,
} from '../../texts/payments';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Alert, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notificationHaptic } from '../../telegram/init';
import { ResultActions } from './result-actions';
import { ResultFrame } from './result-frame';
import { resultParam } from './result-params';
import { tellOpener } from './tell-opener';

/** Where the payment provider returns after a failed payment (spec §2, §8). */
export function FailPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const orderId = resultParam(search, 'orderId', 'OrderId');
  const errorCode = resultParam(search, 'errorCode', 'ErrorCode');
  const errorMessage = resultParam(search, 'errorMessage', 'Message');

  useEffect(() => {
    notificationHaptic('error');
    tellOpener({ type: 'payment_failure', message: errorMessage ?? errorCode ?? '' });
  }, [errorCode, errorMessage]);

  return (
    <ResultFrame
      icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 64 }} aria-hidden />}
      title={PAYMENT_FAILURE_TITLE}
      orderId={orderId}
    >
      <Typography>{PAYMENT_DECLINED_TEXT}</Typography>
      {(errorCode || errorMessage) && (
        <Alert severity="error" sx={{ textAlign: 'left' }}>
          {errorCode && errorCodeText(errorCode)}
          {errorMessage && paymentFailureText(errorMessage)}
        </Alert>
      )}
      <ResultActions
        extra={
          <Button
            variant="contained"
            color="primary"
            onClick={() => {
              void navigate(-1);
            }}
          >
            {TRY_AGAIN_TEXT}
          </Button>
        }
      />
    </ResultFrame>
  );
}
