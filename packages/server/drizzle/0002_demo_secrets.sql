CREATE TABLE "demo_secrets" (
	"id" integer PRIMARY KEY NOT NULL,
	"bot_token" text NOT NULL,
	"card_encryption_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_secrets_single_row" CHECK ("demo_secrets"."id" = 1)
);
