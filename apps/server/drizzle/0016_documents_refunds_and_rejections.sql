CREATE TABLE "issued_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issued_documents_kind_check" CHECK ("issued_documents"."kind" IN ('invoice', 'creditNote'))
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"delivery_paise" integer DEFAULT 0 NOT NULL,
	"items" jsonb,
	"wallet_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount_paise" > 0),
	CONSTRAINT "order_refunds_delivery_check" CHECK ("order_refunds"."delivery_paise" >= 0 AND "order_refunds"."delivery_paise" <= "order_refunds"."amount_paise"),
	CONSTRAINT "order_refunds_reason_check" CHECK ("order_refunds"."reason" IN ('cancelled', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "return_rejection_reason" text;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_wallet_transaction_id_wallet_transactions_id_fk" FOREIGN KEY ("wallet_transaction_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "issued_documents_number_key" ON "issued_documents" USING btree ("number");--> statement-breakpoint
CREATE INDEX "issued_documents_order_idx" ON "issued_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_created_idx" ON "order_refunds" USING btree ("created_at");