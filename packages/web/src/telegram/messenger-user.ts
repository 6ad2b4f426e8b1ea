import { telegramFullName } from '@flowers/domain';
import { GUEST_NAME } from '../texts/shell';

export interface MessengerUser {
  name: string;
  fullName: string;
  photoUrl: string | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** spec §3 "Messenger user". Only the server's check makes it trustworthy. */
export function readMessengerUser(initData: string | null): MessengerUser {
  const json = initData === null ? null : new URLSearchParams(initData).get('user');
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = json ? JSON.parse(json) : null;
    if (typeof parsed === 'object' && parsed !== null) raw = parsed as Record<string, unknown>;
  } catch {
    // Unreadable profile: shown as a guest.
  }
  const name = telegramFullName({
    first_name: text(raw.first_name),
    last_name: text(raw.last_name),
  });
  return { name, fullName: name || GUEST_NAME, photoUrl: text(raw.photo_url) || null };
}
