import { Button, Dialog } from '../components/ui';
import { useFallbackStore } from '../telegram/fallback-store';
import { fallbackPopup } from '../telegram/popup';

export function PopupFallback() {
  const pending = useFallbackStore(fallbackPopup);
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
