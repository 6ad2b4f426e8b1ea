import { contactPhone } from '@flowers/domain';
import { requestContact } from '@tma.js/sdk-react';

/**
 * Whether Telegram can hand over the user's phone number (Bot API 6.9+). Outside Telegram, in
 * the browser demo, nothing can: the phone field is typed, with the browser's own autofill.
 */
export function canRequestContact(): boolean {
  return requestContact.isAvailable();
}

/**
 * Asks Telegram for the user's phone number: `web_app_request_phone`, answered by
 * `phone_requested` with status `sent` or `cancelled`; once sent, the bot's copy of the contact
 * is read with the custom method `getRequestedContact`. Resolves with the number in our «+…»
 * form, or null when the user declined or Telegram could not ask.
 */
export async function requestContactPhone(): Promise<string | null> {
  const asked = requestContact.ifAvailable();
  if (!asked.ok) return null;
  try {
    const { contact } = await asked.data;
    return contactPhone(contact.phone_number) || null;
  } catch {
    return null;
  }
}
