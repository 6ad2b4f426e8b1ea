import {
  DISPUTE_DECISIONS,
  DISPUTE_DECISION_LABELS,
  PARTIAL_REFUND_MESSAGE,
  disputeDecisionSchema,
  formatKopecks,
} from '@flowers/domain';
import type { DisputeDecision, SafeDeal } from '@flowers/domain';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/staff/use-action-feedback';
import { Banner, Button, TextField } from '../../../components/ui';
import type { ButtonVariant } from '../../../components/ui';
import { answerErrorText } from '../../../lib/answer-error-text';
import { formatDateTime } from '../../../lib/format-date-time';
import { rublesToKopecks } from '../../../lib/rubles-to-kopecks';
import { confirm } from '../../../telegram/popup';
import { NO_TEXT, YES_TEXT } from '../../../texts/common';
import {
  REFUND_AMOUNT_HINT,
  REFUND_AMOUNT_LABEL,
  SAFE_DEAL_TITLE,
  disputeDecisionText,
  disputeHeading,
  disputePhotoAlt,
  partialRefundQuestion,
  safeDealMoneyText,
  safeDealStateText,
} from '../../../texts/payments';
import { useDecideDispute } from '../api/decide-dispute';

interface DisputePanelProps {
  orderId: number;
  deal: SafeDeal;
}

const VARIANT: Record<DisputeDecision, ButtonVariant> = {
  capture: 'primary',
  partial_refund: 'secondary',
  release: 'destructive',
};

/** The order's safe deal for staff: its money, the buyer's complaint and the decision. */
export function DisputePanel({ orderId, deal }: DisputePanelProps) {
  const decide = useDecideDispute();
  const feedback = useActionFeedback();
  const [refund, setRefund] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { dispute } = deal;

  const ask = async (decision: DisputeDecision) => {
    if (decision === 'partial_refund') {
      const kopecks = rublesToKopecks(refund);
      if (kopecks === null || kopecks <= 0 || kopecks >= deal.held_kopecks) {
        setProblem(PARTIAL_REFUND_MESSAGE);
        return;
      }
    }
    setProblem(null);
    const refundKopecks = rublesToKopecks(refund);
    const question =
      decision === 'partial_refund' && refundKopecks !== null
        ? partialRefundQuestion(formatKopecks(refundKopecks))
        : `${DISPUTE_DECISION_LABELS[decision]}?`;
    const sure = await confirm(question, {
      title: decision === 'partial_refund' ? `${DISPUTE_DECISION_LABELS[decision]}?` : undefined,
      confirmText: YES_TEXT,
      cancelText: NO_TEXT,
      destructive: decision === 'release',
    });
    if (!sure) return;
    const input = disputeDecisionSchema.parse(
      decision === 'partial_refund'
        ? { decision, refund_kopecks: rublesToKopecks(refund) }
        : { decision },
    );
    decide.mutate(
      { orderId, decision: input },
      {
        onSuccess: () => feedback.done(disputeDecisionText(DISPUTE_DECISION_LABELS[decision])),
        onError: (error) => setProblem(answerErrorText(error)),
      },
    );
  };

  return (
    <section aria-label={SAFE_DEAL_TITLE} className="staff-card">
      <h2 className="staff-card__title">{SAFE_DEAL_TITLE}</h2>
      <p className="staff-text">{safeDealStateText(deal.state_label)}</p>
      <p className="staff-card__note">
        {safeDealMoneyText(
          formatKopecks(deal.held_kopecks),
          formatKopecks(deal.captured_kopecks),
          formatKopecks(deal.refunded_kopecks),
        )}
      </p>
      {dispute && (
        <>
          <h3 className="staff-text">
            <strong>{disputeHeading(formatDateTime(dispute.created_at))}</strong>
          </h3>
          <p className="dispute__text">{dispute.text}</p>
          {dispute.photos.length > 0 && (
            <div className="order-detail__photos">
              {dispute.photos.map((url, index) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <img src={url} alt={disputePhotoAlt(index + 1)} className="order-detail__photo" />
                </a>
              ))}
            </div>
          )}
          {dispute.decision_label ? (
            <p className="staff-text">
              <strong>
                {disputeDecisionText(dispute.decision_label)}
                {dispute.refund_kopecks !== null && ` (${formatKopecks(dispute.refund_kopecks)})`}
              </strong>
            </p>
          ) : (
            <>
              <TextField
                label={REFUND_AMOUNT_LABEL}
                inputMode="decimal"
                value={refund}
                onChange={(event) => setRefund(event.target.value)}
                helper={REFUND_AMOUNT_HINT}
              />
              <div className="dispute__decisions">
                {DISPUTE_DECISIONS.map((decision) => (
                  <Button
                    key={decision}
                    variant={VARIANT[decision]}
                    disabled={decide.isPending}
                    onClick={() => void ask(decision)}
                  >
                    {DISPUTE_DECISION_LABELS[decision]}
                  </Button>
                ))}
              </div>
            </>
          )}
        </>
      )}
      {problem && <Banner severity="error">{problem}</Banner>}
    </section>
  );
}
