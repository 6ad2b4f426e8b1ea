import {
  BACK_TEXT,
  BACK_TO_CATALOG_TEXT,
  REDIRECT_STOPPED_TEXT,
  redirectCountdownText,
} from '../../texts/payments';
import type { ReactNode } from 'react';
import { useGoBack } from '../../lib/go-back';
import { Button, ButtonLink } from '../../components/ui';
import { useRedirectCountdown } from './use-redirect-countdown';

interface ResultActionsProps {
  primary?: ReactNode;
  extra?: ReactNode;
}

export function ResultActions({ primary, extra }: ResultActionsProps) {
  const back = useGoBack();
  const left = useRedirectCountdown();
  return (
    <div className="payment-result__actions">
      {primary}
      <ButtonLink to="/" replace fullWidth variant={primary ? 'secondary' : 'primary'}>
        {BACK_TO_CATALOG_TEXT}
      </ButtonLink>
      {extra}
      <Button variant="plain" fullWidth onClick={back}>
        {BACK_TEXT}
      </Button>
      <p role="timer" aria-live="off" className="payment-result__timer">
        {left === null ? REDIRECT_STOPPED_TEXT : redirectCountdownText(left)}
      </p>
    </div>
  );
}
