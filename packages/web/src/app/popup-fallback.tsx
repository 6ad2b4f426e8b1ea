import { lazy, Suspense, useState } from 'react';
import { useFallbackStore } from '../telegram/fallback-store';
import { fallbackPopup } from '../telegram/popup';

// Telegram shows its own popups: only a browser outside it needs the dialog, so the first load
// does not carry it (issue 28).
const PopupFallbackDialog = lazy(() =>
  import('./popup-fallback-dialog').then((module) => ({ default: module.PopupFallbackDialog })),
);

export function PopupFallback() {
  const pending = useFallbackStore(fallbackPopup);
  // Once shown, the dialog stays mounted so that it closes as a dialog does.
  const [needed, setNeeded] = useState(false);
  if (pending !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <PopupFallbackDialog pending={pending} />
    </Suspense>
  );
}
