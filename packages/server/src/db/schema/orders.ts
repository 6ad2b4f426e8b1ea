/** Orders, their stage photos, and the buyer's thread with the florist. */
import { sql } from 'drizzle-orm';
import {
  check,
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
import { ads } from './ads.ts';
import { users } from './users.ts';

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
    // A repeated tap or a later «Оплатить» opens the bank's form again.
    paymentUrl: text('payment_url'),
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }),
    // T holds the money (the safe deal), O charges at once.
    payType: text('pay_type').notNull().default('O'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliverySlot: text('delivery_slot'),
    recipientName: text('recipient_name'),
    recipientPhone: text('recipient_phone'),
    cardMessage: text('card_message'),
  },
  (t) => [
    index('orders_ad_idx').on(t.adId),
    index('orders_buyer_idx').on(t.buyerId),
    index('orders_status_deadline_idx').on(t.status, t.paymentDeadline),
    index('orders_seller_idx').on(t.sellerId),
    uniqueIndex('orders_one_open_per_ad_idx')
      .on(t.adId)
      .where(sql`${t.status} in ('created', 'paid', 'delivered')`),
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

/** Issue 40: one thread per bouquet and buyer; the order's thread once she buys. */
export const floristThreads = pgTable(
  'florist_threads',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    buyerId: telegramId('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: telegramId('seller_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('florist_threads_ad_buyer_idx').on(t.adId, t.buyerId),
    index('florist_threads_last_message_idx').on(t.lastMessageAt),
  ],
);

export const floristMessages = pgTable(
  'florist_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => floristThreads.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<'buyer' | 'seller'>().notNull(),
    senderId: telegramId('sender_id').notNull(),
    text: text('text').notNull(),
    /** The client's key: unique per sender, so a retry inserts nothing. */
    clientKey: text('client_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('florist_messages_sender_key_idx').on(t.senderId, t.clientKey),
    index('florist_messages_thread_idx').on(t.threadId, t.id),
    check('florist_messages_sender_check', sql`${t.sender} in ('buyer', 'seller')`),
  ],
);

export const floristMessageReports = pgTable(
  'florist_message_reports',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => floristMessages.id, { onDelete: 'cascade' }),
    reporterId: telegramId('reporter_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.reporterId] })],
);
