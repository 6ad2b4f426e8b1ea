import { isAvailable, request } from './bridge';
import { createFallbackStore } from './fallback-store';

export interface PopupButton {
  id: string;
  /** Telegram's own ok/cancel labels follow the client's language, not ours. */
  text: string;
  kind?: 'default' | 'destructive' | 'cancel';
}

export interface PopupOptions {
  title?: string;
  message: string;
  buttons: readonly PopupButton[];
}

export interface PendingPopup extends PopupOptions {
  answer: (id: string | null) => void;
}

export const fallbackPopup = createFallbackStore<PendingPopup | null>(null);

interface NativePopupButton {
  id: string;
  type: 'default' | 'destructive' | 'ok';
  text?: string;
}

// Telegram refuses a popup beyond these limits and never answers it.
const TITLE_MAX = 64;
const MESSAGE_MAX = 256;
const BUTTON_TEXT_MAX = 64;
const BUTTONS_MAX = 3;

function isWithin(text: string, max: number): boolean {
  return text.length > 0 && text.length <= max;
}

let popupOpen = false;

export function showNativePopup(popup: {
  title?: string;
  message: string;
  buttons: readonly NativePopupButton[];
}): Promise<string | null> | null {
  if (!isAvailable('web_app_open_popup')) return null;
  const title = popup.title?.trim() ?? '';
  const message = popup.message.trim();
  const buttons = popup.buttons.map((button) => ({ ...button, text: button.text?.trim() }));
  const valid =
    title.length <= TITLE_MAX &&
    isWithin(message, MESSAGE_MAX) &&
    buttons.length <= BUTTONS_MAX &&
    buttons.every((button) => button.type === 'ok' || isWithin(button.text ?? '', BUTTON_TEXT_MAX));
  if (!valid || popupOpen) return Promise.reject(new Error('Telegram cannot show this popup'));
  popupOpen = true;
  return request('web_app_open_popup', 'popup_closed', { params: { title, message, buttons } })
    .then((closed) => (typeof closed.button_id === 'string' ? closed.button_id : '') || null)
    .finally(() => {
      popupOpen = false;
    });
}

export async function showPopup(options: PopupOptions): Promise<string | null> {
  const shown = showNativePopup({
    title: options.title,
    message: options.message,
    buttons: options.buttons.map(({ id, text, kind }) => ({
      id,
      text,
      type: kind === 'destructive' ? 'destructive' : 'default',
    })),
  });
  if (shown) return shown;
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
