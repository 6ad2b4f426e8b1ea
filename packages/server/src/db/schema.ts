import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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

// Telegram ids exceed 32 bits but stay below 2^53, so they are bigint columns read as numbers.
const telegramId = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: telegramId('id').primaryKey(),
  username: text('username'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  photoUrl: text('photo_url'),
  role: text('role').notNull().default('user'),
  blacklisted: boolean('blacklisted').notNull().default(false),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** The «Уведомления» toggle in the profile. */
  notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
  /** Telegram lets the bot write first: the user started it or granted write access. */
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

export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    ownerId: telegramId('owner_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description'),
    originalPrice: integer('original_price').notNull(),
    price: integer('price').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    status: text('status').notNull(),
    rejectReason: text('reject_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ads_status_created_idx').on(t.status, t.createdAt.desc()),
    index('ads_owner_idx').on(t.ownerId),
  ],
);

export const adPhotos = pgTable(
  'ad_photos',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Storage keys of the encoded widths, e.g. { card: 'ads/…-480.webp', gallery: '…' }. */
    variants: jsonb('variants').$type<Record<string, string>>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [uniqueIndex('ad_photos_ad_position_idx').on(t.adId, t.position)],
);

export const adRequests = pgTable(
  'ad_requests',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    userId: telegramId('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    newTitle: text('new_title'),
    newDescription: text('new_description'),
    newOriginalPrice: integer('new_original_price'),
    newPrice: integer('new_price'),
    approved: boolean('approved'),
    decidedBy: telegramId('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('ad_requests_ad_idx').on(t.adId, t.createdAt.desc())],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: telegramId('user_id')
      .notNull()
      .references(() => users.id),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.adId] })],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id),
    buyerId: telegramId('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: telegramId('seller_id')
      .notNull()
      .references(() => users.id),
    // A snapshot: the order keeps what was bought even if the ad changes later.
    title: text('title').notNull(),
    price: integer('price').notNull(),
    originalPrice: integer('original_price').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    buyerEmail: text('buyer_email'),
    buyerAddress: text('buyer_address').notNull(),
    comment: text('comment'),
    status: text('status').notNull(),
    paymentId: text('payment_id'),
    paymentOrderId: text('payment_order_id').unique(),
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_ad_idx').on(t.adId),
    index('orders_buyer_idx').on(t.buyerId),
    index('orders_status_deadline_idx').on(t.status, t.paymentDeadline),
  ],
);

export const orderPhotos = pgTable(
  'order_photos',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    variants: jsonb('variants').$type<Record<string, string>>().notNull(),
    uploadedBy: telegramId('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_photos_order_stage_idx').on(t.orderId, t.stage)],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id),
    paymentId: text('payment_id'),
    status: text('status').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    // Forged notifications are no longer stored; false marks those kept before that, never applied.
    verified: boolean('verified').notNull().default(false),
    applied: boolean('applied').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_events_payment_idx').on(t.paymentId, t.status),
    index('payment_events_order_idx').on(t.orderId),
  ],
);

export const clientErrors = pgTable('client_errors', {
  id: serial('id').primaryKey(),
  userId: telegramId('user_id'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
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

/**
 * Demo mode's generated bot token and card key, one row: every node sharing the database signs
 * and verifies with the same ones, and the first node to start creates them.
 */
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

/**
 * Messages the bot owes someone, written in the transaction of the change they report and
 * sent by the outbox worker (ARCHITECTURE.md "Telling people").
 */
export const notificationsOutbox = pgTable(
  'notifications_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatId: telegramId('chat_id').notNull(),
    /** What happened, e.g. `ad.approved`: for logs, tests and the audit of what was said. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending | sending | sent | skipped | undeliverable | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: the claim runs out then, and another worker may take the row. */
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

/** Updates Telegram delivered to the webhook, so a redelivered one is handled once. */
export const telegramUpdates = pgTable('telegram_updates', {
  updateId: bigint('update_id', { mode: 'number' }).primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The Bot API stand-in's chats (demo mode and tests), shared by every node. */
export const botStandinMessages = pgTable(
  'bot_standin_messages',
  {
    messageId: serial('message_id').primaryKey(),
    chatId: telegramId('chat_id').notNull(),
    /** Null when the bot wrote it. */
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

/** The stand-in's webhook (setWebhook) and its update counter, one row per bot. */
export const botStandinWebhook = pgTable('bot_standin_webhook', {
  botId: telegramId('bot_id').primaryKey(),
  url: text('url'),
  secretToken: text('secret_token'),
  lastUpdateId: integer('last_update_id').notNull().default(0),
});
