CREATE TABLE "document_series" (
	"kind" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_series_kind_financial_year_pk" PRIMARY KEY("kind","financial_year"),
	CONSTRAINT "document_series_number_check" CHECK ("document_series"."last_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_key" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_check" CHECK (("orders"."invoice_number" IS NULL) = ("orders"."invoiced_at" IS NULL));