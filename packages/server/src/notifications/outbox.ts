import type { Database } from '../db/database.ts';
import type { OutboxPayload, Recipient } from './outbox-payload.ts';
import { insertOutboxRow } from './outbox.repository.ts';

/**
 * Queues one message. Call it with the transaction that makes the change it reports, so the
 * message exists exactly when the change does (ARCHITECTURE.md "Telling people").
 */
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

/** Text from users inside a message sent with parse_mode HTML (telegram-bot.md). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);
}
