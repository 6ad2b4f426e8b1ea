/** The bank's and Telegram's stand-ins for demo mode and tests: their state, shared by every node. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { telegramId, createdAt, bytea } from './columns.ts';

export const tbankE2cDemoKey = pgTable(
  'tbank_e2c_demo_key',
  {
    id: integer('id').primaryKey(),
    serialNumber: text('serial_number').notNull(),
    privateKeyPem: text('private_key_pem').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('tbank_e2c_demo_key_single_row', sql`${t.id} = 1`)],
);

/** In the database, so every node sees the same bank and a restart forgets nothing. */
export const tbankEmulatorPayments = pgTable(
  'tbank_emulator_payments',
  {
    id: bigint('id', { mode: 'number' })
      .generatedAlwaysAsIdentity({ startWith: 4_000_000_001 })
      .primaryKey(),
    terminalKey: text('terminal_key').notNull(),
    orderId: text('order_id').notNull(),
    payType: text('pay_type').notNull(),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull(),
    notificationUrl: text('notification_url'),
    successUrl: text('success_url'),
    failUrl: text('fail_url'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    pan: text('pan'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tbank_emulator_order_idx').on(t.terminalKey, t.orderId)],
);

export const tbankEmulatorE2cCustomers = pgTable(
  'tbank_emulator_e2c_customers',
  {
    terminalKey: text('terminal_key').notNull(),
    customerKey: text('customer_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.terminalKey, t.customerKey] })],
);

export const tbankEmulatorE2cCards = pgTable(
  'tbank_emulator_e2c_cards',
  {
    id: bigint('id', { mode: 'number' })
      .generatedAlwaysAsIdentity({ startWith: 7_000_000_001 })
      .primaryKey(),
    terminalKey: text('terminal_key').notNull(),
    customerKey: text('customer_key').notNull(),
    requestKey: text('request_key').notNull(),
    pan: text('pan'),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tbank_emulator_e2c_cards_request_idx').on(t.requestKey)],
);

export const tbankEmulatorE2cPayouts = pgTable(
  'tbank_emulator_e2c_payouts',
  {
    id: bigint('id', { mode: 'number' })
      .generatedAlwaysAsIdentity({ startWith: 9_000_000_001 })
      .primaryKey(),
    terminalKey: text('terminal_key').notNull(),
    orderId: text('order_id').notNull(),
    cardId: text('card_id').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tbank_emulator_e2c_payouts_order_idx').on(t.terminalKey, t.orderId)],
);

export const tbankEmulatorE2cFaults = pgTable('tbank_emulator_e2c_faults', {
  terminalKey: text('terminal_key').primaryKey(),
  mode: text('mode').notNull(),
  callsLeft: integer('calls_left').notNull(),
});

export const botStandinMessages = pgTable(
  'bot_standin_messages',
  {
    messageId: serial('message_id').primaryKey(),
    chatId: telegramId('chat_id').notNull(),
    fromId: telegramId('from_id'),
    text: text('text'),
    photoUrl: text('photo_url'),
    caption: text('caption'),
    replyMarkup: jsonb('reply_markup')
      .$type<unknown[][]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    forceReply: boolean('force_reply').notNull().default(false),
    replyToMessageId: integer('reply_to_message_id'),
    edited: boolean('edited').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('bot_standin_messages_chat_idx').on(t.chatId, t.messageId)],
);

export const botStandinWebhook = pgTable('bot_standin_webhook', {
  botId: telegramId('bot_id').primaryKey(),
  url: text('url'),
  secretToken: text('secret_token'),
  lastUpdateId: integer('last_update_id').notNull().default(0),
});

export const botStandinFiles = pgTable('bot_standin_files', {
  fileId: text('file_id').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
