import {
  DISPUTE_DECISIONS,
  DISPUTE_DECISION_LABELS,
  PARTIAL_REFUND_MESSAGE,
  disputeDecisionSchema,
  formatKopecks,
} from '@flowers/domain';
import { formatDateTime } from '../../../lib/format-date-time';
import type { DisputeDecision, SafeDeal } from '@flowers/domain';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { answerErrorText } from '../../../lib/answer-error-text';
import { rublesToKopecks } from '../../../lib/rubles-to-kopecks';
import { useDecideDispute } from '../api/decide-dispute';
import { NO_TEXT, YES_TEXT } from '../../../texts/common';
import {
  REFUND_AMOUNT_HINT,
  REFUND_AMOUNT_LABEL,
  SAFE_DEAL_TITLE,
  disputeDecisionText,
  disputeHeading,
  disputePhotoAlt,
  safeDealMoneyText,
  safeDealStateText,
} from '../../../texts/payments';

interface DisputePanelProps {
  orderId: number;
  deal: SafeDeal;
}

/** The order's safe deal for staff: its money, the buyer's complaint and the decision. */
export function DisputePanel({ orderId, deal }: DisputePanelProps) {
  const decide = useDecideDispute();
  const [pending, setPending] = useState<DisputeDecision | null>(null);
  const [refund, setRefund] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { dispute } = deal;

  const ask = (decision: DisputeDecision) => {
    if (decision === 'partial_refund') {
      const kopecks = rublesToKopecks(refund);
      if (kopecks === null || kopecks <= 0 || kopecks >= deal.held_kopecks) {
        setProblem(PARTIAL_REFUND_MESSAGE);
        return;
      }
    }
    setProblem(null);
    setPending(decision);
  };

  const accept = (decision: DisputeDecision) => {
    setPending(null);
    const input = disputeDecisionSchema.parse(
      decision === 'partial_refund'
        ? { decision, refund_kopecks: rublesToKopecks(refund) }
        : { decision },
    );
    decide.mutate(
      { orderId, decision: input },
      { onError: (error) => setProblem(answerErrorText(error)) },
    );
  };

  return (
    <Card variant="outlined" component="section" aria-label={SAFE_DEAL_TITLE}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          {SAFE_DEAL_TITLE}
        </Typography>
        <Typography variant="body2">{safeDealStateText(deal.state_label)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {safeDealMoneyText(
            formatKopecks(deal.held_kopecks),
            formatKopecks(deal.captured_kopecks),
            formatKopecks(deal.refunded_kopecks),
          )}
        </Typography>
        {dispute && (
          <Box sx={{ mt: 1.5 }}>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
              {disputeHeading(formatDateTime(dispute.created_at))}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {dispute.text}
            </Typography>
            {dispute.photos.length > 0 && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                {dispute.photos.map((url, index) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer">
                    <Box
                      component="img"
                      src={url}
                      alt={disputePhotoAlt(index + 1)}
                      sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
                    />
                  </a>
                ))}
              </Stack>
            )}
            {dispute.decision_label ? (
              <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                {disputeDecisionText(dispute.decision_label)}
                {dispute.refund_kopecks !== null && ` (${formatKopecks(dispute.refund_kopecks)})`}
              </Typography>
            ) : (
              <Stack spacing={1} sx={{ mt: 1.5 }}>
                <TextField
                  size="small"
                  label={REFUND_AMOUNT_LABEL}
                  inputMode="decimal"
                  value={refund}
                  onChange={(event) => setRefund(event.target.value)}
                  helperText={REFUND_AMOUNT_HINT}
                />
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {DISPUTE_DECISIONS.map((decision) => (
                    <Button
                      key={decision}
                      variant={decision === 'capture' ? 'contained' : 'outlined'}
                      color={decision === 'release' ? 'error' : 'primary'}
                      disableElevation
                      disabled={decide.isPending}
                      onClick={() => ask(decision)}
                    >
                      {DISPUTE_DECISION_LABELS[decision]}
                    </Button>
                  ))}
                </Stack>
              </Stack>
            )}
          </Box>
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        )}
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `${DISPUTE_DECISION_LABELS[pending]}?` : ''}
        rejectText={NO_TEXT}
        acceptText={YES_TEXT}
        destructive={pending === 'release'}
        onReject={() => setPending(null)}
        onAccept={() => {
          if (pending) accept(pending);
        }}
      />
    </Card>
  );
}
