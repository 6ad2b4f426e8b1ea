CREATE TABLE "bot_standin_messages" (
	"message_id" serial PRIMARY KEY NOT NULL,
	"chat_id" bigint NOT NULL,
	"from_id" bigint,
	"text" text,
	"photo_url" text,
	"caption" text,
	"reply_markup" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"force_reply" boolean DEFAULT false NOT NULL,
	"reply_to_message_id" integer,
	"edited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_standin_webhook" (
	"bot_id" bigint PRIMARY KEY NOT NULL,
	"url" text,
	"secret_token" text,
	"last_update_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chat_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"telegram_message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "telegram_updates" (
	"update_id" bigint PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notifications_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bot_can_write" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "bot_standin_messages_chat_idx" ON "bot_standin_messages" USING btree ("chat_id","message_id");--> statement-breakpoint
CREATE INDEX "notifications_outbox_due_idx" ON "notifications_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "notifications_outbox_chat_idx" ON "notifications_outbox" USING btree ("chat_id","id");