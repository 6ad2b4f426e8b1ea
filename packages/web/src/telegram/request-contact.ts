import { contactPhone } from '@flowers/domain';
import { invokeCustomMethod, isAvailable, request } from './bridge';

const CONTACT_READ_TIMEOUT_MS = 5000;
// The bot gets the shared contact a moment after the user taps «Share».
const CONTACT_POLL_STEP_MS = 50;

/** Bot API 6.9+. Outside Telegram the phone field is typed, with the browser's autofill. */
export function canRequestContact(): boolean {
  return isAvailable('web_app_request_phone');
}

async function readRequestedContactPhone(): Promise<string | null> {
  let result: unknown;
  try {
    result = await invokeCustomMethod('getRequestedContact', {}, CONTACT_READ_TIMEOUT_MS);
  } catch {
    return null;
  }
  if (result === '') return null;
  const contact: unknown =
    typeof result === 'string'
      ? JSON.parse(new URLSearchParams(result).get('contact') ?? '')
      : null;
  const phone = (contact as { phone_number?: unknown } | null)?.phone_number;
  if (typeof phone !== 'string') throw new Error('getRequestedContact gave no contact');
  return phone;
}

/** `phone_requested` only says `sent`; the bot's copy is read with `getRequestedContact`. */
export async function requestContactPhone(): Promise<string | null> {
  if (!canRequestContact()) return null;
  try {
    let phone = await readRequestedContactPhone();
    if (phone === null) {
      const answer = await request('web_app_request_phone', 'phone_requested');
      if (answer.status !== 'sent') return null;
      for (let pauseMs = CONTACT_POLL_STEP_MS; phone === null; pauseMs += CONTACT_POLL_STEP_MS) {
        phone = await readRequestedContactPhone();
        if (phone === null) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }
    return contactPhone(phone) || null;
  } catch {
    return null;
  }
}
