/** Sellers' standing: reviews, channels, trust, weekly summaries. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { telegramId, createdAt } from './columns.ts';
import { ads } from './ads.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

export const sellerReviews = pgTable(
  'seller_reviews',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    sellerId: telegramId('seller_id')
      .notNull()
      .references(() => users.id),
    buyerId: telegramId('buyer_id')
      .notNull()
      .references(() => users.id),
    stars: integer('stars').notNull(),
    text: text('text'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: telegramId('hidden_by'),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    index('seller_reviews_seller_idx').on(t.sellerId, t.createdAt.desc()),
    check('seller_reviews_stars_range', sql`${t.stars} BETWEEN 1 AND 5`),
  ],
);

export const sellerChannels = pgTable(
  'seller_channels',
  {
    sellerId: telegramId('seller_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: telegramId('chat_id').notNull(),
    title: text('title').notNull(),
    username: text('username'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seller_channels_chat_idx').on(t.chatId)],
);

export const channelPosts = pgTable('channel_posts', {
  adId: integer('ad_id')
    .primaryKey()
    .references(() => ads.id, { onDelete: 'cascade' }),
  chatId: telegramId('chat_id').notNull(),
  createdAt: createdAt(),
  /** Edits find it here, whatever the outbox's retention. */
  telegramMessageId: bigint('telegram_message_id', { mode: 'number' }),
  photoUrl: text('photo_url'),
});

/** Restoring the status deletes the row. */
export const sellerTrustRevocations = pgTable('seller_trust_revocations', {
  sellerId: telegramId('seller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  revokedBy: telegramId('revoked_by').notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sellerWeeklySummaries = pgTable(
  'seller_weekly_summaries',
  {
    sellerId: telegramId('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.weekStart] })],
);
