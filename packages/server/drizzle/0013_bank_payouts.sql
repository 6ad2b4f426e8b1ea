-- Payouts through T-Bank's payouts API (E2C, issue 24 item 4). A bank payout is a payouts row
-- like a manual one: its OrderId at the bank is unique, so a retried request finds its row.
ALTER TABLE "payouts" ADD COLUMN "method" text DEFAULT 'manual' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "state" text DEFAULT 'sent' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_order_id" text;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_payment_id" text;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "bank_status" text;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "card_id" text;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "card_pan" text;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "next_check_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "settled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_state_check" CHECK ("state" IN ('in_transit', 'sent', 'rejected'));
--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_bank_order_idx" ON "payouts" ("bank_order_id");
--> statement-breakpoint
CREATE INDEX "payouts_in_transit_idx" ON "payouts" ("next_check_at") WHERE "state" = 'in_transit';
--> statement-breakpoint
-- The card a seller bound at the bank for payouts: the bank's CardId and masked Pan only.
CREATE TABLE "payout_cards" (
  "seller_id" bigint PRIMARY KEY NOT NULL REFERENCES "users"("id"),
  "customer_key" text NOT NULL,
  "card_id" text,
  "pan" text,
  "bound_at" timestamp with time zone,
  "binding_started_at" timestamp with time zone,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_cards_customer_idx" ON "payout_cards" ("customer_key");
--> statement-breakpoint
-- Demo mode's E2C key pair, one row, shared by every node: the request signing path is the
-- real one, and the built-in bank knows the public key by its serial number.
CREATE TABLE "tbank_e2c_demo_key" (
  "id" integer PRIMARY KEY NOT NULL,
  "serial_number" text NOT NULL,
  "private_key_pem" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "tbank_e2c_demo_key_single_row" CHECK ("id" = 1)
);
--> statement-breakpoint
CREATE TABLE "tbank_emulator_e2c_customers" (
  "terminal_key" text NOT NULL,
  "customer_key" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("terminal_key", "customer_key")
);
--> statement-breakpoint
CREATE TABLE "tbank_emulator_e2c_cards" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (START WITH 7000000001),
  "terminal_key" text NOT NULL,
  "customer_key" text NOT NULL,
  "request_key" text NOT NULL,
  "pan" text,
  "status" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tbank_emulator_e2c_cards_request_idx" ON "tbank_emulator_e2c_cards" ("request_key");
--> statement-breakpoint
CREATE TABLE "tbank_emulator_e2c_payouts" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (START WITH 9000000001),
  "terminal_key" text NOT NULL,
  "order_id" text NOT NULL,
  "card_id" text NOT NULL,
  "amount" integer NOT NULL,
  "status" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tbank_emulator_e2c_payouts_order_idx" ON "tbank_emulator_e2c_payouts" ("terminal_key", "order_id");
--> statement-breakpoint
-- Tests make the built-in bank fail its next calls: `down` answers HTTP 503 doing nothing,
-- `lost_answer` does the work and then answers 503, as when a reply is lost on the way.
CREATE TABLE "tbank_emulator_e2c_faults" (
  "terminal_key" text PRIMARY KEY NOT NULL,
  "mode" text NOT NULL,
  "calls_left" integer NOT NULL
);
