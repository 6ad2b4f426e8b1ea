import type { PaymentPopupMessage } from '@flowers/domain';

/** Same origin only. */
export function tellOpener(message: PaymentPopupMessage): void {
  const opener = window.opener as Window | null;
  if (opener === null || opener === window) return;
  try {
    opener.postMessage(message, window.location.origin);
  } catch {
    // The opener navigated elsewhere: nobody is listening.
  }
}
