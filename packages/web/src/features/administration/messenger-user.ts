import { getInitData } from '../../api/session-store';

export interface MessengerUser {
  firstName: string;
  lastName: string;
  photoUrl: string | null;
}

interface RawUser {
  first_name?: unknown;
  last_name?: unknown;
  photo_url?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The profile Telegram put in the init data the server accepted (spec §3 "Messenger user"). */
export function readMessengerUser(initData = getInitData()): MessengerUser | null {
  const json = initData === null ? null : new URLSearchParams(initData).get('user');
  if (!json) return null;
  try {
    const raw = JSON.parse(json) as RawUser;
    return {
      firstName: text(raw.first_name),
      lastName: text(raw.last_name),
      photoUrl: text(raw.photo_url) || null,
    };
  } catch {
    return null;
  }
}
