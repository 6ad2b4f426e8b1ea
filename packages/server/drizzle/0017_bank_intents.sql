-- Issue 24, "the bank is asked at most once per intent": one row per thing we ask the bank to
-- do (confirm payment P, cancel P, pay out X), written before the call. Its key is unique, so
-- two nodes or a job run twice claim it once; after a lost answer GetState decides, not a
-- second call.
CREATE TABLE "bank_intents" (
	"intent_key" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"outcome" text DEFAULT 'sending' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "bank_intents_outcome_check" CHECK ("outcome" IN ('sending', 'unknown', 'answered'))
);
