import { rejectReasonSchema } from '@flowers/domain';
import { REJECT_DIALOG_TITLE, REJECT_REASON_LABEL, REJECT_TEXT } from '../../../texts/ads';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CANCEL_TEXT } from '../../../texts/common';

interface RejectReasonDialogProps {
  adTitle: string;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** spec §5: the reason is required and must not be blank. Mounted only while open. */
export function RejectReasonDialog({ adTitle, busy, onCancel, onReject }: RejectReasonDialogProps) {
  const titleId = useId();
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
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>
          {REJECT_DIALOG_TITLE}: «{adTitle}»
        </DialogTitle>
        <DialogContent>
          <TextField
            label={REJECT_REASON_LABEL}
            required
            autoFocus
            multiline
            minRows={2}
            fullWidth
            margin="dense"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{CANCEL_TEXT}</Button>
          <Button type="submit" color="error" variant="contained" disabled={busy}>
            {REJECT_TEXT}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
