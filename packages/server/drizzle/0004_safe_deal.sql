CREATE TABLE "order_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"text" text NOT NULL,
	"photos" jsonb NOT NULL,
	"decision" text,
	"refund_kopecks" integer,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_disputes_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "order_money" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"pay_type" text NOT NULL,
	"state" text NOT NULL,
	"held_kopecks" integer NOT NULL,
	"captured_kopecks" integer DEFAULT 0 NOT NULL,
	"refunded_kopecks" integer DEFAULT 0 NOT NULL,
	"seller_share_kopecks" integer NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"hold_deadline" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"confirm_by" timestamp with time zone,
	"buyer_confirmed_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"payout_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_kopecks" integer NOT NULL,
	CONSTRAINT "payout_items_payout_id_order_id_pk" PRIMARY KEY("payout_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" bigint NOT NULL,
	"amount_kopecks" integer NOT NULL,
	"paid_on" text NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tbank_emulator_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tbank_emulator_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 4000000001 CACHE 1),
	"terminal_key" text NOT NULL,
	"order_id" text NOT NULL,
	"pay_type" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"notification_url" text,
	"success_url" text,
	"fail_url" text,
	"due_at" timestamp with time zone NOT NULL,
	"authorized_at" timestamp with time zone,
	"pan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_type" text DEFAULT 'O' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_money" ADD CONSTRAINT "order_money_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_money_due_idx" ON "order_money" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "payout_items_order_idx" ON "payout_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payouts_seller_idx" ON "payouts" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tbank_emulator_order_idx" ON "tbank_emulator_payments" USING btree ("terminal_key","order_id");