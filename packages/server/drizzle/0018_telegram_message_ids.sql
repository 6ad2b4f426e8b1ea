-- Issue 39: an album photo's message_id may exceed 32 bits (as Telegram's user and chat ids may),
-- and an int4 column made the webhook answer 500 for it, so Telegram repeated it forever.
ALTER TABLE "chat_draft_photos" ALTER COLUMN "message_id" TYPE bigint;
