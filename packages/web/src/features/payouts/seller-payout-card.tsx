import { formatKopecks } from '@flowers/domain';
import type { SellerOwed } from '@flowers/domain';
import { Alert, Button, Card, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { answerErrorText } from '../../lib/answer-error-text';
import { useRevealCard } from './api/payouts';
import { RecordPayoutForm } from './record-payout-form';
import {
  CARD_MISSING_TEXT,
  OWED_LABEL,
  RECORD_PAYOUT_TEXT,
  REVEAL_CARD_TEXT,
  cardText,
  payoutOrdersText,
  sellerCardLabel,
} from '../../texts/payments';

/** One seller in «Выплаты»: the debt, the masked card (revealed on demand) and a payout form. */
export function SellerPayoutCard({ line }: { line: SellerOwed }) {
  const reveal = useRevealCard();
  const [recording, setRecording] = useState(false);
  const name =
    line.full_name ?? (line.seller_username ? `@${line.seller_username}` : line.seller_id);

  return (
    <Card component="article" aria-label={sellerCardLabel(name)} sx={{ p: 1.5 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      {line.seller_username && line.full_name && (
        <Typography variant="body2" color="text.secondary">
          @{line.seller_username}
        </Typography>
      )}
      <Typography sx={{ mt: 1 }}>
        {OWED_LABEL} <strong>{formatKopecks(line.owed_kopecks)}</strong>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {payoutOrdersText(line.captured_orders, formatKopecks(line.paid_out_kopecks))}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {cardText(reveal.data ?? line.card_masked ?? CARD_MISSING_TEXT)}
        </Typography>
        {line.card_masked && !reveal.data && (
          <Button
            size="small"
            disabled={reveal.isPending}
            onClick={() => reveal.mutate(line.seller_id)}
          >
            {REVEAL_CARD_TEXT}
          </Button>
        )}
      </Stack>
      {reveal.isError && <Alert severity="error">{answerErrorText(reveal.error)}</Alert>}
      {recording ? (
        <RecordPayoutForm
          sellerId={line.seller_id}
          owedKopecks={line.owed_kopecks}
          onDone={() => setRecording(false)}
        />
      ) : (
        line.owed_kopecks > 0 && (
          <Button
            sx={{ mt: 1 }}
            variant="contained"
            disableElevation
            onClick={() => setRecording(true)}
          >
            {RECORD_PAYOUT_TEXT}
          </Button>
        )
      )}
    </Card>
  );
}
