-- Issue 40, «Написать флористу»: a buyer and a seller write through the bot. One thread per
-- bouquet and buyer: a question asked before the order is the order's thread once she buys,
-- with nothing to attach. Kept as long as an order of that bouquet and buyer is (for good);
-- a thread that never led to an order goes 30 days after its last message (jobs/retention.ts).
CREATE TABLE "florist_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"ad_id" integer NOT NULL REFERENCES "ads"("id") ON DELETE CASCADE,
	"buyer_id" bigint NOT NULL REFERENCES "users"("id"),
	"seller_id" bigint NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "florist_threads_ad_buyer_idx" ON "florist_threads" ("ad_id", "buyer_id");
--> statement-breakpoint
CREATE INDEX "florist_threads_last_message_idx" ON "florist_threads" ("last_message_at");
--> statement-breakpoint
-- The sender's own key is unique: a second tap, a retry or a redelivered Telegram message
-- inserts nothing, decided by the database rather than a check before the insert.
CREATE TABLE "florist_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL REFERENCES "florist_threads"("id") ON DELETE CASCADE,
	"sender" text NOT NULL CONSTRAINT "florist_messages_sender_check" CHECK ("sender" IN ('buyer', 'seller')),
	"sender_id" bigint NOT NULL,
	"text" text NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "florist_messages_sender_key_idx" ON "florist_messages" ("sender_id", "client_key");
--> statement-breakpoint
CREATE INDEX "florist_messages_thread_idx" ON "florist_messages" ("thread_id", "id");
--> statement-breakpoint
CREATE TABLE "florist_message_reports" (
	"message_id" integer NOT NULL REFERENCES "florist_messages"("id") ON DELETE CASCADE,
	"reporter_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("message_id", "reporter_id")
);
