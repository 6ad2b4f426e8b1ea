/** The safe deal: bank events, money per order, the ledger, payouts and reconciliation (docs/money.md). */
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
import { telegramId, createdAt } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

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
