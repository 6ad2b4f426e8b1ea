import { isAvailable, request } from './bridge';

/** Whether this Telegram client can ask the user to let the bot write to them (Bot API 6.9+). */
export function canAskWriteAccess(): boolean {
  return isAvailable('web_app_request_write_access');
}

/**
 * Asks Telegram to let the bot write to the user: true when allowed, false when declined,
 * null when the client could not ask (outside Telegram, older clients, a failed request).
 */
export async function askWriteAccess(): Promise<boolean | null> {
  if (!canAskWriteAccess()) return null;
  try {
    const answer = await request('web_app_request_write_access', 'write_access_requested');
    return answer.status === 'allowed';
  } catch {
    return null;
  }
}
