-- Catalogue search (issue #16): Russian full text with stemming, trigram typo tolerance, and
-- the price and newest-first sorts. Every index covers only the ads the public catalogue shows
-- (CATALOGUE_STATUSES in packages/domain/src/ads/status.ts); a test keeps the lists equal.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('russian'::regconfig, "title"), 'A')
  || setweight(to_tsvector('russian'::regconfig, coalesce("description", '')), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "ads_catalogue_search_vector_idx" ON "ads" USING gin ("search_vector")
  WHERE "status" IN ('new', 'edited', 'edit_pending', 'edit_rejected', 'delete_pending', 'delete_rejected', 'reserved');
--> statement-breakpoint
CREATE INDEX "ads_catalogue_search_trgm_idx" ON "ads"
  USING gin (("title" || ' ' || coalesce("description", '')) gin_trgm_ops)
  WHERE "status" IN ('new', 'edited', 'edit_pending', 'edit_rejected', 'delete_pending', 'delete_rejected', 'reserved');
--> statement-breakpoint
CREATE INDEX "ads_catalogue_created_idx" ON "ads" ("created_at" DESC, "id" DESC)
  WHERE "status" IN ('new', 'edited', 'edit_pending', 'edit_rejected', 'delete_pending', 'delete_rejected', 'reserved');
--> statement-breakpoint
CREATE INDEX "ads_catalogue_price_idx" ON "ads" ("price", "id")
  WHERE "status" IN ('new', 'edited', 'edit_pending', 'edit_rejected', 'delete_pending', 'delete_rejected', 'reserved');
