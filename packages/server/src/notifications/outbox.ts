import type { Database } from '../db/database.ts';
import type { OutboxPayload, Recipient } from './outbox-payload.ts';
import { insertOutboxRow } from './outbox.repository.ts';

/** Call it in the transaction of the change it reports (ARCHITECTURE.md "Telling people"). */
export async function enqueueNotification(
  tx: Database,
  to: Recipient,
  kind: string,
  message: OutboxPayload,
): Promise<void> {
  await insertOutboxRow(tx, { chatId: to, kind, payload: message });
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};

/** telegram-bot.md: parse_mode HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);
}
