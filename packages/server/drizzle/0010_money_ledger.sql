-- Issue 24: a double-entry ledger. A posting is one event (a bank status, a deal done, a
-- payout); its entries move money between accounts (domain LEDGER_ACCOUNTS) and sum to zero.
-- Balances are sums over entries, never counters, and are written in the transaction of the
-- state they follow.
CREATE TABLE "ledger_postings" (
  "id" bigserial PRIMARY KEY,
  "kind" text NOT NULL,
  "order_id" integer REFERENCES "orders" ("id"),
  "payout_id" integer REFERENCES "payouts" ("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
  "id" bigserial PRIMARY KEY,
  "posting_id" bigint NOT NULL REFERENCES "ledger_postings" ("id"),
  "account" text NOT NULL,
  "order_id" integer REFERENCES "orders" ("id"),
  "seller_id" bigint REFERENCES "users" ("id"),
  "amount_kopecks" bigint NOT NULL,
  CONSTRAINT "ledger_entries_nonzero" CHECK ("amount_kopecks" <> 0)
);
--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" ("order_id", "account");
--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_idx" ON "ledger_entries" ("seller_id", "account");
--> statement-breakpoint
CREATE INDEX "ledger_entries_posting_idx" ON "ledger_entries" ("posting_id");
--> statement-breakpoint
-- Money recorded before the ledger: one posting per order, from its money row by the rule of
-- domain orderBalances. Before the ledger a seller was owed from the capture on, so an order
-- already paid out counts as a deal done as well as a completed one.
INSERT INTO "ledger_postings" ("kind", "order_id")
SELECT 'backfill', "order_id" FROM "order_money";
--> statement-breakpoint
WITH "facts" AS (
  SELECT p."id" AS "posting_id", m."order_id", o."seller_id", m."held_kopecks" AS "h",
    CASE WHEN m."state" = 'held' THEN m."held_kopecks" ELSE 0 END AS "held_now",
    greatest(0, m."captured_kopecks" - m."refunded_kopecks") AS "net",
    m."seller_share_kopecks" AS "share",
    (o."status" = 'completed'
      OR EXISTS (SELECT 1 FROM "payout_items" i WHERE i."order_id" = m."order_id")) AS "done"
  FROM "order_money" m
  JOIN "orders" o ON o."id" = m."order_id"
  JOIN "ledger_postings" p ON p."order_id" = m."order_id" AND p."kind" = 'backfill'
), "parts" AS (
  SELECT *,
    CASE WHEN "done" THEN least("share", "net") ELSE 0 END AS "seller",
    CASE WHEN "done" THEN "net" - least("share", "net") ELSE 0 END AS "fee",
    CASE WHEN "done" THEN 0 ELSE "net" END AS "captured"
  FROM "facts"
)
INSERT INTO "ledger_entries" ("posting_id", "account", "order_id", "seller_id", "amount_kopecks")
SELECT "posting_id", e."account", "order_id",
  CASE WHEN e."account" = 'seller_payable' THEN "seller_id" END, e."amount"
FROM "parts", LATERAL (VALUES
  ('world', -"h"),
  ('buyer_held', "held_now"),
  ('buyer_captured', "captured"),
  ('refunds', "h" - "held_now" - "net"),
  ('platform_fee', "fee"),
  ('seller_payable', "seller")
) AS e("account", "amount")
WHERE e."amount" <> 0;
--> statement-breakpoint
INSERT INTO "ledger_postings" ("kind", "payout_id", "created_at")
SELECT 'payout', "id", "created_at" FROM "payouts";
--> statement-breakpoint
INSERT INTO "ledger_entries" ("posting_id", "account", "order_id", "seller_id", "amount_kopecks")
SELECT p."id", e."account", NULL, po."seller_id", e."amount"
FROM "payouts" po
JOIN "ledger_postings" p ON p."payout_id" = po."id",
LATERAL (VALUES ('seller_payable', -po."amount_kopecks"), ('payouts_sent', po."amount_kopecks"))
  AS e("account", "amount");
--> statement-breakpoint
-- A seller paid more than they are owed now (a refund after the payout) owes it as debt.
INSERT INTO "ledger_postings" ("kind")
SELECT 'backfill_debt'
WHERE EXISTS (
  SELECT 1 FROM "ledger_entries" WHERE "account" = 'seller_payable'
  GROUP BY "seller_id" HAVING sum("amount_kopecks") < 0
);
--> statement-breakpoint
INSERT INTO "ledger_entries" ("posting_id", "account", "order_id", "seller_id", "amount_kopecks")
SELECT (SELECT max("id") FROM "ledger_postings" WHERE "kind" = 'backfill_debt'), e."account",
  NULL, n."seller_id", e."amount"
FROM (
  SELECT "seller_id", sum("amount_kopecks") AS "balance" FROM "ledger_entries"
  WHERE "account" = 'seller_payable' GROUP BY "seller_id" HAVING sum("amount_kopecks") < 0
) n, LATERAL (VALUES ('seller_payable', -n."balance"), ('seller_debt', n."balance"))
  AS e("account", "amount");
--> statement-breakpoint
-- Reconciliation with the bank's GetState and the ledger: each run and what it found. The
-- admin screen «Сверка» and /metrics show the last run's differences.
CREATE TABLE "reconciliation_runs" (
  "id" bigserial PRIMARY KEY,
  "ran_at" timestamp with time zone NOT NULL,
  "checked" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_differences" (
  "id" bigserial PRIMARY KEY,
  "run_id" bigint NOT NULL REFERENCES "reconciliation_runs" ("id") ON DELETE CASCADE,
  "order_id" integer NOT NULL REFERENCES "orders" ("id"),
  "kind" text NOT NULL,
  "text" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reconciliation_differences_run_idx" ON "reconciliation_differences" ("run_id");
