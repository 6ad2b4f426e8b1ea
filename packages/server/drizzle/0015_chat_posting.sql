-- Issue 29. A channel post's Telegram message id, kept beside the post: the outbox row that sent
-- it is deleted 30 days after sending (retention), and an older post must still turn «Продано».
-- `photo_url` says it is a photo post (edited by its caption) and which photo it shows.
ALTER TABLE "channel_posts" ADD COLUMN "telegram_message_id" bigint;
--> statement-breakpoint
ALTER TABLE "channel_posts" ADD COLUMN "photo_url" text;
--> statement-breakpoint
UPDATE "channel_posts" c
SET "telegram_message_id" = n."telegram_message_id", "photo_url" = n."payload"->>'photoUrl'
FROM "notifications_outbox" n
WHERE n."chat_id" = c."chat_id"
  AND n."status" = 'sent'
  AND n."telegram_message_id" IS NOT NULL
  AND n."payload"->>'postKey' = 'ad:' || c."ad_id";
--> statement-breakpoint
-- An album a seller sends the bot, collected across its separate updates (posting from the
-- chat). One draft per seller's album (media_group_id; a single photo is its own "album"); a
-- replayed or reordered update finds it again. The short `id` goes into startapp=draft_<id>.
CREATE TABLE "chat_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" bigint NOT NULL,
	"album_key" text NOT NULL,
	"caption" text,
	-- collecting -> settling (claimed by one node until lease_until) -> ready | refused
	"status" text DEFAULT 'collecting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_part_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_drafts_album_idx" ON "chat_drafts" ("seller_id", "album_key");
--> statement-breakpoint
CREATE INDEX "chat_drafts_status_idx" ON "chat_drafts" ("status", "last_part_at");
--> statement-breakpoint
CREATE INDEX "chat_drafts_expires_idx" ON "chat_drafts" ("expires_at");
--> statement-breakpoint
-- Each part of an album once per Telegram message: a photo, or something else (a video, a
-- file) that makes the album refused; `variants` once a photo went through the photo pipeline
-- (the storage keys of its widths).
CREATE TABLE "chat_draft_photos" (
	"draft_id" text NOT NULL REFERENCES "chat_drafts"("id") ON DELETE CASCADE,
	"message_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_id" text,
	"variants" jsonb,
	PRIMARY KEY ("draft_id", "message_id")
);
--> statement-breakpoint
-- Demo mode: files users send the Bot API stand-in (getFile and its download), any node's.
CREATE TABLE "bot_standin_files" (
	"file_id" text PRIMARY KEY NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
