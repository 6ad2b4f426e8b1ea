import { useEffect, useRef } from 'react';
import { Banner, Button, Cell, Section } from '../../components/ui';
import { LoadingText } from '../../components/loading-text';
import { answerErrorText } from '../../lib/answer-error-text';
import { useLoggedError } from '../../lib/use-logged-error';
import { useSearchParams } from '../../router/router';
import {
  BIND_CARD_TEXT,
  CHECK_BINDING_TEXT,
  PAYOUT_CARD_HINT,
  PAYOUT_CARD_LOADING_TEXT,
  PAYOUT_CARD_NONE_TEXT,
  PAYOUT_CARD_PENDING_TEXT,
  PAYOUT_CARD_TITLE,
  REBIND_CARD_TEXT,
  payoutCardBoundText,
} from '../../texts/bank-payouts';
import { usePayoutCard } from './api/get-payout-card';
import { useRefreshPayoutCard } from './api/refresh-payout-card';
import { useStartCardBinding } from './api/start-card-binding';
import './payout-card.css';

/** Bound on the bank's own page: the app never sees its number. */
export function PayoutCardSection() {
  const card = usePayoutCard();
  const bind = useStartCardBinding();
  const refresh = useRefreshPayoutCard();
  const [params] = useSearchParams();
  const returned = params.get('card') === 'bound';
  const asked = useRef(false);
  useLoggedError(card.error, PAYOUT_CARD_LOADING_TEXT);

  const { mutate: ask } = refresh;
  useEffect(() => {
    if (!returned || asked.current) return;
    asked.current = true;
    ask();
  }, [returned, ask]);

  const state = refresh.data?.state ?? card.data?.state;
  const pan = refresh.data?.pan ?? card.data?.pan ?? null;
  const failure = bind.error ?? refresh.error;

  return (
    <Section title={PAYOUT_CARD_TITLE}>
      {card.isPending ? (
        <LoadingText text={PAYOUT_CARD_LOADING_TEXT} />
      ) : (
        <Cell subtitle={PAYOUT_CARD_HINT}>
          {state === 'bound' && pan !== null ? payoutCardBoundText(pan) : PAYOUT_CARD_NONE_TEXT}
        </Cell>
      )}
      {state === 'pending' && <Banner severity="info">{PAYOUT_CARD_PENDING_TEXT}</Banner>}
      {failure !== null && <Banner severity="error">{answerErrorText(failure)}</Banner>}
      <div className="payout-card-section__actions">
        <Button
          variant={state === 'bound' ? 'secondary' : 'primary'}
          loading={bind.isPending}
          onClick={() => bind.mutate()}
        >
          {state === 'bound' ? REBIND_CARD_TEXT : BIND_CARD_TEXT}
        </Button>
        {state === 'pending' && (
          <Button variant="plain" loading={refresh.isPending} onClick={() => refresh.mutate()}>
            {CHECK_BINDING_TEXT}
          </Button>
        )}
      </div>
    </Section>
  );
}
