-- The retention sweep (src/jobs/retention.ts) deletes, in small batches, sent outbox rows and
-- the ids of handled Telegram updates once they are 30 days old: these find the oldest rows
-- without reading the rest (the outbox's due index leads with the status, not the sent time).
CREATE INDEX "notifications_outbox_sent_idx" ON "notifications_outbox" ("sent_at") WHERE "status" = 'sent';
--> statement-breakpoint
CREATE INDEX "telegram_updates_received_idx" ON "telegram_updates" ("received_at");
