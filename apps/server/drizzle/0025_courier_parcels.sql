CREATE TYPE "public"."parcel_status" AS ENUM('BOOKING', 'BOOKED', 'PICKED_UP', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERY_FAILED', 'DELIVERED', 'RTO_INITIATED', 'RTO_DELIVERED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "parcel_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parcel_id" uuid NOT NULL,
	"status" "parcel_status" NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"location" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" "parcel_status" DEFAULT 'BOOKING' NOT NULL,
	"booking_started_at" timestamp with time zone NOT NULL,
	"booking_error" text,
	"courier_name" text,
	"awb" text,
	"provider_order_id" text,
	"provider_shipment_id" text,
	"tracking_url" text,
	"courier_label_url" text,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"breadth_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"cod_paise" integer DEFAULT 0 NOT NULL,
	"courier_cancel_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parcels_measures_check" CHECK ("parcels"."weight_grams" > 0 AND "parcels"."length_cm" > 0 AND "parcels"."breadth_cm" > 0 AND "parcels"."height_cm" > 0 AND "parcels"."cod_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "simulated_parcels" (
	"awb" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"delivery_pin" text NOT NULL,
	"transit_days" integer NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"steps_sent" integer DEFAULT 0 NOT NULL,
	"next_step_at" timestamp with time zone,
	"cancelled" boolean DEFAULT false NOT NULL,
	"return_asked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "weight_grams" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "length_cm" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "breadth_cm" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "height_cm" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "parcel_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "length_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "breadth_cm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "height_cm" integer;--> statement-breakpoint
ALTER TABLE "parcel_scans" ADD CONSTRAINT "parcel_scans_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_scans_once_key" ON "parcel_scans" USING btree ("parcel_id","status","happened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_awb_key" ON "parcels" USING btree ("provider","awb");--> statement-breakpoint
CREATE INDEX "parcels_order_idx" ON "parcels" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "parcels_cancel_pending_idx" ON "parcels" USING btree ("id") WHERE "parcels"."courier_cancel_pending";--> statement-breakpoint
CREATE UNIQUE INDEX "simulated_parcels_reference_key" ON "simulated_parcels" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "simulated_parcels_due_idx" ON "simulated_parcels" USING btree ("next_step_at") WHERE "simulated_parcels"."next_step_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_parcel_idx" ON "order_items" USING btree ("parcel_id") WHERE "order_items"."parcel_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parcel_check" CHECK ("categories"."weight_grams" > 0 AND "categories"."length_cm" > 0 AND "categories"."breadth_cm" > 0 AND "categories"."height_cm" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_parcel_check" CHECK (coalesce("products"."weight_grams", 1) > 0 AND coalesce("products"."length_cm", 1) > 0 AND coalesce("products"."breadth_cm", 1) > 0 AND coalesce("products"."height_cm", 1) > 0);