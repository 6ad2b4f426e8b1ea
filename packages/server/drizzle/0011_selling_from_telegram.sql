-- Issue 29, selling from Telegram. A seller's linked channel: one per seller, and one seller
-- per channel (the id Telegram gives it, never its @username, which can change).
CREATE TABLE "seller_channels" (
	"seller_id" bigint PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"chat_id" bigint NOT NULL,
	"title" text NOT NULL,
	"username" text,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "seller_channels_chat_idx" ON "seller_channels" ("chat_id");
--> statement-breakpoint
-- Where each bouquet was posted, so every later change of its status edits that post; the
-- primary key makes the post once per bouquet whatever retries.
CREATE TABLE "channel_posts" (
	"ad_id" integer PRIMARY KEY NOT NULL REFERENCES "ads"("id") ON DELETE CASCADE,
	"chat_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
