-- Catalogue search (issue #16): Russian full text with stemming, a dictionary of the words ads
-- use for correcting typos by trigram similarity, and the price and newest-first sorts. Every
-- ads index covers only the ads the public catalogue shows (CATALOGUE_STATUSES in
-- packages/domain/src/ads/status.ts); a test keeps the lists equal.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('russian'::regconfig, "title"), 'A')
  || setweight(to_tsvector('russian'::regconfig, coalesce("description", '')), 'B')
) STORED;
--> statement-breakpoint
-- fastupdate off: ads are posted by people, a few a minute, while every search would scan
-- GIN's pending list of recent inserts until a vacuum merges it (7 ms per query on 100 000 ads).
CREATE INDEX "ads_catalogue_search_vector_idx" ON "ads" USING gin ("search_vector")
  WITH (fastupdate = off)
  WHERE "status" IN ('new', 'edited', 'edit_pending', 'edit_rejected', 'delete_pending', 'delete_rejected', 'reserved');
--> statement-breakpoint
CREATE INDEX "ads_catalogue_created_idx" ON "ads" ("created_at" DESC, "id" DESC)
  WHERE "status" IN ('new', 'edited', 'edit_pending', 'edit_rejected', 'delete_pending', 'delete_rejected', 'reserved');
--> statement-breakpoint
CREATE INDEX "ads_catalogue_price_idx" ON "ads" ("price", "id")
  WHERE "status" IN ('new', 'edited', 'edit_pending', 'edit_rejected', 'delete_pending', 'delete_rejected', 'reserved');
--> statement-breakpoint
-- Trigram matching against each ad's whole text is slow on many ads (every text shares the
-- common trigrams); against the few thousand distinct words ads use, it takes a millisecond.
CREATE TABLE "catalogue_words" ("word" text PRIMARY KEY);
--> statement-breakpoint
CREATE INDEX "catalogue_words_trgm_idx" ON "catalogue_words" USING gin ("word" gin_trgm_ops)
  WITH (fastupdate = off);
--> statement-breakpoint
CREATE FUNCTION "catalogue_words_of_ads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalogue_words" ("word")
  SELECT DISTINCT "word"
  FROM "changed_ads",
    regexp_split_to_table(lower("title" || ' ' || coalesce("description", '')), '[^а-яёa-z]+') AS "word"
  WHERE length("word") >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ads_inserted_words" AFTER INSERT ON "ads"
  REFERENCING NEW TABLE AS "changed_ads" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_words_of_ads"();
--> statement-breakpoint
CREATE TRIGGER "ads_updated_words" AFTER UPDATE ON "ads"
  REFERENCING NEW TABLE AS "changed_ads" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_words_of_ads"();
--> statement-breakpoint
INSERT INTO "catalogue_words" ("word")
SELECT DISTINCT "word"
FROM "ads", regexp_split_to_table(lower("title" || ' ' || coalesce("description", '')), '[^а-яёa-z]+') AS "word"
WHERE length("word") >= 3
ON CONFLICT DO NOTHING;
