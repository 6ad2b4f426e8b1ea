import { Button, Dialog } from '../components/ui';
import type { PendingPopup } from '../telegram/popup';

/** Outside Telegram: its native popup (confirm, showPopup) as an in-app dialog. */
export function PopupFallbackDialog({ pending }: { pending: PendingPopup | null }) {
  return (
    <Dialog
      open={pending !== null}
      title={pending?.title ?? pending?.message ?? ''}
      onClose={() => pending?.answer(null)}
      actions={pending?.buttons.map((button) => (
        <Button
          key={button.id}
          variant={
            button.kind === 'destructive'
              ? 'destructive'
              : button.kind === 'cancel'
                ? 'secondary'
                : 'primary'
          }
          onClick={() => {
            pending.answer(button.id);
          }}
        >
          {button.text}
        </Button>
      ))}
    >
      {pending?.title ? <p>{pending.message}</p> : null}
    </Dialog>
  );
}
