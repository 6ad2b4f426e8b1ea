import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useId } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  rejectText: string;
  acceptText: string;
  /** The accept button in the error colour, for destructive actions. */
  destructive?: boolean;
  onReject: () => void;
  onAccept: () => void;
}

/** A yes/no question before an action that cannot be undone (spec §2 catalogue). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, rejectText, acceptText, destructive = false, onReject, onAccept } = props;
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onReject} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogActions>
        <Button onClick={onReject} autoFocus>
          {rejectText}
        </Button>
        <Button
          onClick={onAccept}
          color={destructive ? 'error' : 'primary'}
          variant="contained"
          disableElevation
        >
          {acceptText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
