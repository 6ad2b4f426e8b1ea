ALTER TABLE "orders" ADD COLUMN "delivery_date" date;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_slot" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_name" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_phone" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_message" text;
--> statement-breakpoint
CREATE TABLE "seller_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seller_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"stars" integer NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" bigint,
	"hidden_reason" text,
	CONSTRAINT "seller_reviews_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "seller_reviews_stars_range" CHECK ("seller_reviews"."stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "seller_reviews" ADD CONSTRAINT "seller_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seller_reviews" ADD CONSTRAINT "seller_reviews_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "seller_reviews" ADD CONSTRAINT "seller_reviews_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "seller_reviews_seller_idx" ON "seller_reviews" USING btree ("seller_id","created_at" DESC NULLS LAST);
