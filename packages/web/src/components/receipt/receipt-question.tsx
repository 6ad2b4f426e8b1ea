import { RECEIPT_QUESTION } from '@flowers/domain';
import { RECEIPT_PROBLEM, RECEIPT_YES } from '../../texts/payments';
import { useState } from 'react';
import { Banner, Button } from '../ui';
import { answerErrorText } from '../../lib/answer-error-text';
import { useConfirmReceipt } from '../../api/safe-deal-answers';
import { DisputeForm } from './dispute-form';
import './receipt.css';

/** Issue 15. */
export function ReceiptQuestion({ orderId }: { orderId: number }) {
  const confirm = useConfirmReceipt();
  const [disputing, setDisputing] = useState(false);

  return (
    <div role="group" aria-label={RECEIPT_QUESTION} className="receipt-question">
      <p className="receipt-question__title">{RECEIPT_QUESTION}</p>
      {disputing ? (
        <DisputeForm
          orderId={orderId}
          onCancel={() => {
            setDisputing(false);
          }}
        />
      ) : (
        <div className="receipt-question__actions">
          <Button
            size="small"
            loading={confirm.isPending}
            onClick={() => {
              confirm.mutate(orderId);
            }}
          >
            {RECEIPT_YES}
          </Button>
          <Button
            size="small"
            variant="destructive"
            disabled={confirm.isPending}
            onClick={() => {
              setDisputing(true);
            }}
          >
            {RECEIPT_PROBLEM}
          </Button>
        </div>
      )}
      {confirm.isError && <Banner severity="error">{answerErrorText(confirm.error)}</Banner>}
    </div>
  );
}
