/** Bouquets on sale, their photos, requests to change them, favourites, views, drafts from the bot chat. */
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
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
import { telegramId, createdAt } from './columns.ts';
import { users } from './users.ts';

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
    relistedFrom: integer('relisted_from').references((): AnyPgColumn => ads.id),
    /** Issue 40: the new-ad form's own key; a second submit of the same form finds the first ad. */
    creationKey: text('creation_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ads_status_created_idx').on(t.status, t.createdAt.desc()),
    index('ads_owner_idx').on(t.ownerId),
    uniqueIndex('ads_relisted_from_idx').on(t.relistedFrom),
    uniqueIndex('ads_owner_creation_key_idx').on(t.ownerId, t.creationKey),
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

/** Earlier days roll up into adDailyViews. */
export const adViews = pgTable(
  'ad_views',
  {
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    viewerId: telegramId('viewer_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.viewerId, t.day] })],
);

export const adDailyViews = pgTable(
  'ad_daily_views',
  {
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day] })],
);

export const chatDrafts = pgTable(
  'chat_drafts',
  {
    id: text('id').primaryKey(),
    sellerId: telegramId('seller_id').notNull(),
    albumKey: text('album_key').notNull(),
    caption: text('caption'),
    status: text('status').notNull().default('collecting'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastPartAt: timestamp('last_part_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('chat_drafts_album_idx').on(t.sellerId, t.albumKey),
    index('chat_drafts_status_idx').on(t.status, t.lastPartAt),
    index('chat_drafts_expires_idx').on(t.expiresAt),
  ],
);

export const chatDraftPhotos = pgTable(
  'chat_draft_photos',
  {
    draftId: text('draft_id')
      .notNull()
      .references(() => chatDrafts.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' }).notNull(),
    /** A video or a file makes the album refused. */
    kind: text('kind').notNull(),
    fileId: text('file_id'),
    variants: jsonb('variants').$type<Record<string, string>>(),
  },
  (t) => [primaryKey({ columns: [t.draftId, t.messageId] })],
);
