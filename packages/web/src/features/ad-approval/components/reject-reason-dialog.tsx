import { rejectReasonSchema } from '@flowers/domain';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Dialog, TextArea } from '../../../components/ui';
import { CANCEL_TEXT } from '../../../texts/common';
import { REJECT_DIALOG_TITLE, REJECT_REASON_LABEL, REJECT_TEXT } from '../../../texts/ads';

interface RejectReasonDialogProps {
  adTitle: string;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

const FORM_ID = 'reject-reason-form';

/**
 * spec §5: the reason is required and must not be blank. A sheet rather than Telegram's
 * popup, which has no text input. Mounted only while open.
 */
export function RejectReasonDialog({ adTitle, busy, onCancel, onReject }: RejectReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = rejectReasonSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onReject(parsed.data.reason);
  };

  return (
    <Dialog
      open
      kind="sheet"
      title={`${REJECT_DIALOG_TITLE}: «${adTitle}»`}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {CANCEL_TEXT}
          </Button>
          <Button type="submit" form={FORM_ID} variant="destructive" loading={busy}>
            {REJECT_TEXT}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <TextArea
          label={REJECT_REASON_LABEL}
          required
          rows={2}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={error}
        />
      </form>
    </Dialog>
  );
}
