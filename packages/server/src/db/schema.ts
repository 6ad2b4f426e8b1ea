import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
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

// Telegram ids exceed 32 bits but stay below 2^53.
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

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id),
    paymentId: text('payment_id'),
    status: text('status').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    // False marks forged notifications kept before they were refused; never applied.
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

/** ARCHITECTURE.md "The safe deal"; `state` only moves forward. */
export const orderMoney = pgTable(
  'order_money',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    payType: text('pay_type').notNull(),
    state: text('state').notNull(),
    heldKopecks: integer('held_kopecks').notNull(),
    capturedKopecks: integer('captured_kopecks').notNull().default(0),
    refundedKopecks: integer('refunded_kopecks').notNull().default(0),
    sellerShareKopecks: integer('seller_share_kopecks').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    /** Safely before the bank's own deadline. */
    holdDeadline: timestamp('hold_deadline', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    buyerConfirmedAt: timestamp('buyer_confirmed_at', { withTimezone: true }),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [index('order_money_due_idx').on(t.dueAt)],
);

export const orderDisputes = pgTable('order_disputes', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  text: text('text').notNull(),
  photos: jsonb('photos').$type<Record<string, string>[]>().notNull(),
  decision: text('decision'),
  refundKopecks: integer('refund_kopecks'),
  decidedBy: telegramId('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    sellerId: telegramId('seller_id')
      .notNull()
      .references(() => users.id),
    amountKopecks: integer('amount_kopecks').notNull(),
    paidOn: text('paid_on').notNull(),
    reference: text('reference').notNull(),
    recordedBy: telegramId('recorded_by').notNull(),
    createdAt: createdAt(),
    method: text('method').notNull().default('manual'),
    state: text('state').notNull().default('sent'),
    /** The payout's idempotency key at the bank and ours. */
    bankOrderId: text('bank_order_id'),
    bankPaymentId: text('bank_payment_id'),
    bankStatus: text('bank_status'),
    cardId: text('card_id'),
    cardPan: text('card_pan'),
    attempts: integer('attempts').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payouts_seller_idx').on(t.sellerId),
    uniqueIndex('payouts_bank_order_idx').on(t.bankOrderId),
    index('payouts_in_transit_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.state} = 'in_transit'`),
    check('payouts_state_check', sql`${t.state} IN ('in_transit', 'sent', 'rejected')`),
  ],
);

/**
 * What we asked the bank to do, one row per intent (issue 24), written before the call: its
 * key (`confirm:<payment>`, a Cancel's ExternalRequestId, `e2c-payment:<payment>`) is claimed
 * once. `sending` while a call is out, `unknown` when no answer came, `answered` when one did.
 */
export const bankIntents = pgTable(
  'bank_intents',
  {
    intentKey: text('intent_key').primaryKey(),
    paymentId: text('payment_id').notNull(),
    attempt: integer('attempt').notNull().default(1),
    outcome: text('outcome').notNull().default('sending'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    check('bank_intents_outcome_check', sql`${t.outcome} IN ('sending', 'unknown', 'answered')`),
  ],
);

/** Its CardId, never its number. */
export const payoutCards = pgTable(
  'payout_cards',
  {
    sellerId: telegramId('seller_id')
      .primaryKey()
      .references(() => users.id),
    customerKey: text('customer_key').notNull(),
    cardId: text('card_id'),
    pan: text('pan'),
    boundAt: timestamp('bound_at', { withTimezone: true }),
    bindingStartedAt: timestamp('binding_started_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payout_cards_customer_idx').on(t.customerKey)],
);

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

/** So every order's money adds up on its own. */
export const payoutItems = pgTable(
  'payout_items',
  {
    payoutId: integer('payout_id')
      .notNull()
      .references(() => payouts.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountKopecks: integer('amount_kopecks').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.payoutId, t.orderId] }),
    index('payout_items_order_idx').on(t.orderId),
  ],
);

/** Its entries sum to zero. */
export const ledgerPostings = pgTable('ledger_postings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  orderId: integer('order_id').references(() => orders.id),
  payoutId: integer('payout_id').references(() => payouts.id),
  createdAt: createdAt(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    postingId: bigint('posting_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerPostings.id),
    account: text('account').notNull(),
    orderId: integer('order_id').references(() => orders.id),
    sellerId: telegramId('seller_id').references(() => users.id),
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ledger_entries_order_idx').on(t.orderId, t.account),
    index('ledger_entries_seller_idx').on(t.sellerId, t.account),
    index('ledger_entries_posting_idx').on(t.postingId),
    check('ledger_entries_nonzero', sql`${t.amountKopecks} <> 0`),
  ],
);

export const reconciliationRuns = pgTable('reconciliation_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  checked: integer('checked').notNull(),
});

export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    runId: bigint('run_id', { mode: 'number' })
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
  },
  (t) => [index('reconciliation_differences_run_idx').on(t.runId)],
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

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const botStandinFiles = pgTable('bot_standin_files', {
  fileId: text('file_id').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/** Restoring the status deletes the row. */
export const sellerTrustRevocations = pgTable('seller_trust_revocations', {
  sellerId: telegramId('seller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  revokedBy: telegramId('revoked_by').notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
});

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
