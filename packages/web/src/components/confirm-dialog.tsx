import { Button, Dialog } from './ui';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  rejectText: string;
  acceptText: string;
  destructive?: boolean;
  onReject: () => void;
  onAccept: () => void;
}

/** spec §2; telegram/popup's confirm() asks the same through Telegram's own popup. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, rejectText, acceptText, destructive = false, onReject, onAccept } = props;
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onReject}
      actions={
        <>
          <Button variant="secondary" onClick={onReject}>
            {rejectText}
          </Button>
          <Button variant={destructive ? 'destructive' : 'primary'} onClick={onAccept}>
            {acceptText}
          </Button>
        </>
      }
    />
  );
}
