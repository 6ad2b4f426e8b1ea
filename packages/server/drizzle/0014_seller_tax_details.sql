-- A seller's tax details for 54-FZ agent receipts and payouts (issue 24): the ИНН (checked
-- by the domain's innKind) and the status, with the supplier's name as receipts print it.
-- Apart from payment_info, whose card number they do not need.
CREATE TABLE "seller_tax_details" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"inn" text NOT NULL,
	"tax_status" text NOT NULL,
	"supplier_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_tax_details_inn_format" CHECK ("inn" ~ '^[0-9]{10}$|^[0-9]{12}$'),
	CONSTRAINT "seller_tax_details_status" CHECK ("tax_status" IN ('self_employed', 'individual_entrepreneur'))
);
--> statement-breakpoint
ALTER TABLE "seller_tax_details" ADD CONSTRAINT "seller_tax_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
