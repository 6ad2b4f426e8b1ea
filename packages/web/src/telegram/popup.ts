import { popup } from '@tma.js/sdk-react';
import { createFallbackStore } from './fallback-store';

export interface PopupButton {
  id: string;
  /** Always given: Telegram's own ok/cancel labels follow the client's language, not ours. */
  text: string;
  kind?: 'default' | 'destructive' | 'cancel';
}

export interface PopupOptions {
  title?: string;
  message: string;
  /** One to three buttons, the cancelling one first. */
  buttons: readonly PopupButton[];
}

export interface PendingPopup extends PopupOptions {
  /** The pressed button's id; null when dismissed. */
  answer: (id: string | null) => void;
}

/** The popup the in-app dialog shows outside Telegram. */
export const fallbackPopup = createFallbackStore<PendingPopup | null>(null);

/**
 * Telegram's native popup (web_app_open_popup); outside Telegram the same question in an
 * in-app dialog. Resolves with the pressed button's id, or null when dismissed.
 */
export async function showPopup(options: PopupOptions): Promise<string | null> {
  const shown = popup.show.ifAvailable({
    title: options.title,
    message: options.message,
    buttons: options.buttons.map(({ id, text, kind }) => ({
      id,
      text,
      type: kind === 'destructive' ? 'destructive' : 'default',
    })),
  });
  if (shown.ok) return (await shown.data) || null;
  return new Promise((resolve) => {
    fallbackPopup.set({
      ...options,
      answer: (id) => {
        fallbackPopup.set(null);
        resolve(id);
      },
    });
  });
}

export interface ConfirmOptions {
  title?: string;
  confirmText: string;
  cancelText: string;
  destructive?: boolean;
}

const CONFIRMED = 'confirm';

/** A yes/no question before an action; true only when the user confirmed. */
export async function confirm(message: string, options: ConfirmOptions): Promise<boolean> {
  const answer = await showPopup({
    title: options.title,
    message,
    buttons: [
      { id: 'cancel', text: options.cancelText, kind: 'cancel' },
      {
        id: CONFIRMED,
        text: options.confirmText,
        kind: options.destructive ? 'destructive' : 'default',
      },
    ],
  });
  return answer === CONFIRMED;
}
