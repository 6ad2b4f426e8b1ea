import { formatKopecks } from '@flowers/domain';
import type { SellerOwed } from '@flowers/domain';
import { useRef } from 'react';
import { useActionFeedback } from '../../components/staff/use-action-feedback';
import { Banner, Button } from '../../components/ui';
import { answerErrorText } from '../../lib/answer-error-text';
import { confirm } from '../../telegram/popup';
import {
  BANK_PAYOUT_SENT_TEXT,
  PAY_CANCEL_TEXT,
  PAY_CONFIRM_TEXT,
  PAY_THROUGH_BANK_TEXT,
  payThroughBankQuestion,
} from '../../texts/bank-payouts';
import { usePayThroughBank } from './api/pay-through-bank';

/** The key is made once per intent and kept until the bank took it, so a retry pays once. */
export function BankPayoutAction({ line }: { line: SellerOwed }) {
  const pay = usePayThroughBank();
  const feedback = useActionFeedback();
  const key = useRef<string | null>(null);
  const card = line.payout_card;
  if (card === null || line.owed_kopecks <= 0) return null;

  const start = async () => {
    const amount = line.owed_kopecks;
    const sure = await confirm(payThroughBankQuestion(formatKopecks(amount), card), {
      confirmText: PAY_CONFIRM_TEXT,
      cancelText: PAY_CANCEL_TEXT,
    });
    if (!sure) return;
    key.current ??= crypto.randomUUID();
    pay.mutate(
      {
        sellerId: line.seller_id,
        payout: { amount_kopecks: amount, idempotency_key: key.current },
      },
      {
        onSuccess: () => {
          key.current = null;
          feedback.done(BANK_PAYOUT_SENT_TEXT);
        },
      },
    );
  };

  return (
    <>
      <Button loading={pay.isPending} onClick={() => void start()}>
        {PAY_THROUGH_BANK_TEXT}
      </Button>
      {pay.isError && <Banner severity="error">{answerErrorText(pay.error)}</Banner>}
    </>
  );
}
