import {
  DELETE_REQUEST_ACCEPT_TEXT,
  DELETE_REQUEST_CANCEL_TEXT,
  DELETE_REQUEST_HINT,
  deleteRequestQuestion,
} from '../../../texts/ads';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';

interface DeleteRequestDialogProps {
  title: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** spec §2 "My ads": the confirmation names the ad; open while `title` is set. */
export function DeleteRequestDialog({
  title,
  busy,
  onCancel,
  onConfirm,
}: DeleteRequestDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={title !== null}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{deleteRequestQuestion(title ?? '')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{DELETE_REQUEST_HINT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {DELETE_REQUEST_CANCEL_TEXT}
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {DELETE_REQUEST_ACCEPT_TEXT}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
