import type { CheckoutInput } from '@flowers/domain';

// Contact details only, on this device: the next order starts filled in. Never payment data.
const STORAGE_KEY = 'flowers/checkout-contact';

type Contact = Pick<CheckoutInput, 'name' | 'address' | 'phone' | 'email'>;

export function readContact(): Partial<Contact> {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return typeof value === 'object' && value !== null ? (value as Partial<Contact>) : {};
  } catch {
    return {};
  }
}

export function rememberContact({ name, address, phone, email }: Contact): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ name, address, phone, email }));
  } catch {
    // Storage full or disabled: the form simply starts empty next time.
  }
}
