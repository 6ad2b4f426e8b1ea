-- Issue 40: the new-ad form sends a key of its own; a second submit of the same form (a double
-- tap, a retry after the seller left during «Обработка фото…») makes no second ad. Unique per
-- seller, so the database decides between two racing requests, not a check before the insert.
ALTER TABLE "ads" ADD COLUMN "creation_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "ads_owner_creation_key_idx" ON "ads" ("owner_id", "creation_key");
