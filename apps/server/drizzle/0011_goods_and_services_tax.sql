ALTER TABLE "categories" ADD COLUMN "hsn_code" text DEFAULT '6209' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "gst_rate_bp" integer DEFAULT 1800 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "taxable_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cgst_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sgst_paise" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "igst_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "place_of_supply" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_tax" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_gst_rate_check" CHECK ("categories"."gst_rate_bp" IN (0, 500, 1800, 4000));