-- Issue 26: a double tap on «Оплатить» must find the first tap's payment. The hosted form's
-- address is kept with the order, so the buyer can come back to pay and a repeated request
-- answers the same payment; and a bouquet has at most one order in progress, by constraint.
ALTER TABLE "orders" ADD COLUMN "payment_url" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_per_ad_idx" ON "orders" ("ad_id")
  WHERE "status" IN ('created', 'paid', 'delivered');
