import { formatKopecks } from '@flowers/domain';
import type { SellerOwed } from '@flowers/domain';
import { useState } from 'react';
import { Banner, Button } from '../../components/ui';
import { answerErrorText } from '../../lib/answer-error-text';
import {
  CARD_MISSING_TEXT,
  OWED_LABEL,
  RECORD_PAYOUT_TEXT,
  adminSellerDebtText,
  REVEAL_CARD_TEXT,
  cardText,
  payoutOrdersText,
  sellerCardLabel,
} from '../../texts/payments';
import { NO_BANK_CARD_TEXT, bankCardText, inTransitText } from '../../texts/bank-payouts';
import { useRevealCard } from './api/payouts';
import { BankPayoutAction } from './bank-payout-action';
import { RecordPayoutForm } from './record-payout-form';

export function SellerPayoutCard({ line }: { line: SellerOwed }) {
  const reveal = useRevealCard();
  const [recording, setRecording] = useState(false);
  const name =
    line.full_name ?? (line.seller_username ? `@${line.seller_username}` : line.seller_id);

  return (
    <article aria-label={sellerCardLabel(name)} className="staff-card">
      <div>
        <h2 className="staff-card__title">{name}</h2>
        {line.seller_username && line.full_name && (
          <p className="staff-card__note">@{line.seller_username}</p>
        )}
      </div>
      <p className="staff-text">
        {OWED_LABEL} <strong>{formatKopecks(line.owed_kopecks)}</strong>
      </p>
      {line.in_transit_kopecks > 0 && (
        <p className="staff-text">{inTransitText(formatKopecks(line.in_transit_kopecks))}</p>
      )}
      {line.debt_kopecks > 0 && (
        <p className="staff-text">{adminSellerDebtText(formatKopecks(line.debt_kopecks))}</p>
      )}
      <p className="staff-card__note">
        {payoutOrdersText(line.captured_orders, formatKopecks(line.paid_out_kopecks))}
      </p>
      <div className="payout-card__card">
        <span className="payout-card__number">
          {cardText(reveal.data ?? line.card_masked ?? CARD_MISSING_TEXT)}
        </span>
        {line.card_masked && !reveal.data && (
          <Button
            variant="plain"
            loading={reveal.isPending}
            onClick={() => reveal.mutate(line.seller_id)}
          >
            {REVEAL_CARD_TEXT}
          </Button>
        )}
      </div>
      {reveal.isError && <Banner severity="error">{answerErrorText(reveal.error)}</Banner>}
      <p className="staff-card__note">
        {line.payout_card === null ? NO_BANK_CARD_TEXT : bankCardText(line.payout_card)}
      </p>
      {!recording && <BankPayoutAction line={line} />}
      {recording ? (
        <RecordPayoutForm
          sellerId={line.seller_id}
          owedKopecks={line.owed_kopecks}
          onDone={() => setRecording(false)}
        />
      ) : (
        line.owed_kopecks > 0 && (
          // Recording a payout made outside is the fallback.
          <Button
            variant={line.payout_card === null ? 'primary' : 'secondary'}
            onClick={() => setRecording(true)}
          >
            {RECORD_PAYOUT_TEXT}
          </Button>
        )
      )}
    </article>
  );
}
