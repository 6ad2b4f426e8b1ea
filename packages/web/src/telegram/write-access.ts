import { requestWriteAccess } from '@tma.js/sdk-react';

/** Whether this Telegram client can ask the user to let the bot write to them (Bot API 6.9+). */
export function canAskWriteAccess(): boolean {
  return requestWriteAccess.isAvailable();
}

/**
 * Asks Telegram to let the bot write to the user: true when allowed, false when declined,
 * null when the client could not ask (outside Telegram, older clients, a failed request).
 */
export async function askWriteAccess(): Promise<boolean | null> {
  const asked = requestWriteAccess.ifAvailable();
  if (!asked.ok) return null;
  try {
    return (await asked.data) === 'allowed';
  } catch {
    return null;
  }
}
