import { RECEIPT_QUESTION } from '@flowers/domain';
import { RECEIPT_PROBLEM, RECEIPT_YES } from '../../texts/payments';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { answerErrorText } from '../../lib/answer-error-text';
import { useConfirmReceipt } from './api/safe-deal-answers';
import { DisputeForm } from './dispute-form';

/** Issue 15: after delivery the buyer answers «Получили букет?» while the hold waits. */
export function ReceiptQuestion({ orderId }: { orderId: number }) {
  const confirm = useConfirmReceipt();
  const [disputing, setDisputing] = useState(false);

  return (
    <Stack spacing={1} sx={{ mt: 1.5 }} role="group" aria-label={RECEIPT_QUESTION}>
      <Typography sx={{ fontWeight: 600 }}>{RECEIPT_QUESTION}</Typography>
      {disputing ? (
        <DisputeForm orderId={orderId} onCancel={() => setDisputing(false)} />
      ) : (
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            disableElevation
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(orderId)}
          >
            {RECEIPT_YES}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={confirm.isPending}
            onClick={() => setDisputing(true)}
          >
            {RECEIPT_PROBLEM}
          </Button>
        </Stack>
      )}
      {confirm.isError && <Alert severity="error">{answerErrorText(confirm.error)}</Alert>}
    </Stack>
  );
}
