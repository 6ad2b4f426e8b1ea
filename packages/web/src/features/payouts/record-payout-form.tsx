import { PAYOUT_AMOUNT_MESSAGE, payoutRecordSchema } from '@flowers/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useActionFeedback } from '../../components/staff/use-action-feedback';
import { Banner, Button, TextField } from '../../components/ui';
import { answerErrorText } from '../../lib/answer-error-text';
import { rublesToKopecks } from '../../lib/rubles-to-kopecks';
import { CANCEL_TEXT } from '../../texts/common';
import {
  PAYOUT_AMOUNT_LABEL,
  PAYOUT_DATE_LABEL,
  PAYOUT_REFERENCE_LABEL,
  SAVE_PAYOUT_TEXT,
} from '../../texts/payments';
import { PAYOUT_RECORDED_TEXT } from '../../texts/staff';
import { useRecordPayout } from './api/payouts';

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

interface RecordPayoutFormProps {
  sellerId: string;
  owedKopecks: number;
  onDone: () => void;
}

export function RecordPayoutForm({ sellerId, owedKopecks, onDone }: RecordPayoutFormProps) {
  const record = useRecordPayout();
  const feedback = useActionFeedback();
  const [amount, setAmount] = useState(String(owedKopecks / 100).replace('.', ','));
  const [paidOn, setPaidOn] = useState(today);
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const kopecks = rublesToKopecks(amount);
    if (kopecks === null || kopecks > owedKopecks) {
      setProblem(PAYOUT_AMOUNT_MESSAGE);
      return;
    }
    const checked = payoutRecordSchema.safeParse({
      amount_kopecks: kopecks,
      paid_on: paidOn,
      reference,
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? PAYOUT_AMOUNT_MESSAGE);
      return;
    }
    setProblem(null);
    record.mutate(
      { sellerId, payout: checked.data },
      {
        onSuccess: () => {
          feedback.done(PAYOUT_RECORDED_TEXT);
          onDone();
        },
        onError: (error) => setProblem(answerErrorText(error)),
      },
    );
  };

  return (
    <form className="payout-form" onSubmit={submit} noValidate>
      <TextField
        label={PAYOUT_AMOUNT_LABEL}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label={PAYOUT_DATE_LABEL}
        type="date"
        value={paidOn}
        onChange={(event) => setPaidOn(event.target.value)}
      />
      <TextField
        label={PAYOUT_REFERENCE_LABEL}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      {problem && <Banner severity="error">{problem}</Banner>}
      <div className="staff-card__actions">
        <Button variant="secondary" onClick={onDone} disabled={record.isPending}>
          {CANCEL_TEXT}
        </Button>
        <Button type="submit" loading={record.isPending}>
          {SAVE_PAYOUT_TEXT}
        </Button>
      </div>
    </form>
  );
}
