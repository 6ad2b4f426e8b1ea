-- The catalogue's version: a sequence moved by every statement that writes ads or their photos.
-- It replaces the write-ahead log's position, which every commit of every database on the same
-- server moves, so a shared PostgreSQL kept re-reading the catalogue and rarely answered 304.
-- A sequence is outside transactions: a rolled-back write still moves it, which only costs a
-- re-read.
CREATE SEQUENCE "catalogue_version_seq";
--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalogue_version_seq');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ads_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "ads"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "ad_photos_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "ad_photos"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
