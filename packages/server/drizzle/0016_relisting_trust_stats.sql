-- Issue 29, one-tap relisting: the bouquet a relisted ad was posted again from. Unique, so a
-- double tap (or a retried request) makes one new ad and finds it the second time.
ALTER TABLE "ads" ADD COLUMN "relisted_from" integer REFERENCES "ads"("id");
--> statement-breakpoint
CREATE UNIQUE INDEX "ads_relisted_from_idx" ON "ads" ("relisted_from");
--> statement-breakpoint
-- Trusted sellers: the status is computed from orders, reviews and disputes; staff revoking it
-- is the one fact stored. Restoring deletes the row.
CREATE TABLE "seller_trust_revocations" (
	"seller_id" bigint PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"revoked_by" bigint NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" ("seller_id");
--> statement-breakpoint
-- Seller stats: one view per person per bouquet per Moscow day. Days before today are rolled
-- up into ad_daily_views and deleted, so this table holds about a day of views.
CREATE TABLE "ad_views" (
	"ad_id" integer NOT NULL REFERENCES "ads"("id") ON DELETE CASCADE,
	"viewer_id" bigint NOT NULL,
	"day" date NOT NULL,
	PRIMARY KEY ("ad_id", "viewer_id", "day")
);
--> statement-breakpoint
CREATE TABLE "ad_daily_views" (
	"ad_id" integer NOT NULL REFERENCES "ads"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	PRIMARY KEY ("ad_id", "day")
);
--> statement-breakpoint
-- The weekly summary sent to each seller: the key makes a second run of the job send nothing.
CREATE TABLE "seller_weekly_summaries" (
	"seller_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"week_start" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("seller_id", "week_start")
);
