/** People, their payout details and what they did: the rows other tables point at. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { telegramId, createdAt } from './columns.ts';

export const users = pgTable('users', {
  id: telegramId('id').primaryKey(),
  username: text('username'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  photoUrl: text('photo_url'),
  role: text('role').notNull().default('user'),
  blacklisted: boolean('blacklisted').notNull().default(false),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
  botCanWrite: boolean('bot_can_write').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentInfo = pgTable('payment_info', {
  userId: telegramId('user_id')
    .primaryKey()
    .references(() => users.id),
  fullName: text('full_name').notNull(),
  cardNumberEncrypted: text('card_number_encrypted').notNull(),
  cardLast4: text('card_last4').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 54-FZ agent receipts and payouts. */
export const sellerTaxDetails = pgTable('seller_tax_details', {
  userId: telegramId('user_id')
    .primaryKey()
    .references(() => users.id),
  inn: text('inn').notNull(),
  taxStatus: text('tax_status').$type<'self_employed' | 'individual_entrepreneur'>().notNull(),
  supplierName: text('supplier_name').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: telegramId('actor_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId)],
);

export const clientErrors = pgTable('client_errors', {
  id: serial('id').primaryKey(),
  userId: telegramId('user_id'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/** One row: every node sharing the database signs with the same keys; the first creates them. */
export const demoSecrets = pgTable(
  'demo_secrets',
  {
    id: integer('id').primaryKey(),
    botToken: text('bot_token').notNull(),
    cardEncryptionKey: text('card_encryption_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('demo_secrets_single_row', sql`${t.id} = 1`)],
);
