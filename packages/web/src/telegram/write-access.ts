import { isAvailable, request } from './bridge';

/** Bot API 6.9+. */
export function canAskWriteAccess(): boolean {
  return isAvailable('web_app_request_write_access');
}

/** Null when the client could not ask (outside Telegram, older clients, a failed request). */
export async function askWriteAccess(): Promise<boolean | null> {
  if (!canAskWriteAccess()) return null;
  try {
    const answer = await request('web_app_request_write_access', 'write_access_requested');
    return answer.status === 'allowed';
  } catch {
    return null;
  }
}
