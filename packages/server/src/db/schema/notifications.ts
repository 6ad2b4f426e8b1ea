/** What the bot must say (the outbox) and the updates it has handled. */
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { telegramId, createdAt } from './columns.ts';

/** Written in the transaction of the change they report (ARCHITECTURE.md "Telling people"). */
export const notificationsOutbox = pgTable(
  'notifications_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatId: telegramId('chat_id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: once it passes, another worker may take the row. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    telegramMessageId: bigint('telegram_message_id', { mode: 'number' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('notifications_outbox_chat_idx').on(t.chatId, t.id),
  ],
);

/** So a redelivered update is handled once. */
export const telegramUpdates = pgTable('telegram_updates', {
  updateId: bigint('update_id', { mode: 'number' }).primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
