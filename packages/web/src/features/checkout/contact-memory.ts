import { PERSON_NAME_PATTERN } from '@flowers/domain';
import type { CheckoutInput } from '@flowers/domain';
import { getInitData } from '../../api/session-store';
import { readMessengerUser } from '../../telegram/messenger-user';

// Contact details only, on this device. Never payment data.
const STORAGE_KEY = 'flowers/checkout-contact';

type Contact = Pick<CheckoutInput, 'name' | 'address' | 'phone' | 'email'>;

function readContact(): Partial<Contact> {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return typeof value === 'object' && value !== null ? (value as Partial<Contact>) : {};
  } catch {
    return {};
  }
}

/** An emoji in a Telegram name would not pass the checkout's name rule. */
export function initialContact(): Partial<Contact> {
  const remembered = readContact();
  if (remembered.name) return remembered;
  const telegramName = readMessengerUser(getInitData()).name;
  return PERSON_NAME_PATTERN.test(telegramName)
    ? { ...remembered, name: telegramName }
    : remembered;
}

export function rememberContact({ name, address, phone, email }: Contact): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ name, address, phone, email }));
  } catch {
    // Storage full or disabled: the form simply starts empty next time.
  }
}
