import { Button, Dialog } from './ui';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  rejectText: string;
  acceptText: string;
  /** The accept button in the destructive colour, for destructive actions. */
  destructive?: boolean;
  onReject: () => void;
  onAccept: () => void;
}

/**
 * A yes/no question before an action that cannot be undone (spec §2 catalogue), as an in-app
 * dialog; telegram/popup's confirm() asks the same through Telegram's own popup.
 */
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
