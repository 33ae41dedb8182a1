ALTER TABLE "seller_details" ADD COLUMN "pickup_phone" text;--> statement-breakpoint
ALTER TABLE "seller_details" ADD COLUMN "pickup_street" text;--> statement-breakpoint
ALTER TABLE "seller_details" ADD COLUMN "pickup_city" text;--> statement-breakpoint
ALTER TABLE "seller_details" ADD COLUMN "pickup_state" text;--> statement-breakpoint
ALTER TABLE "seller_details" ADD COLUMN "pickup_pin" text;--> statement-breakpoint
ALTER TABLE "seller_details" ADD CONSTRAINT "seller_details_pickup_whole" CHECK (num_nulls("seller_details"."pickup_phone", "seller_details"."pickup_street", "seller_details"."pickup_city", "seller_details"."pickup_state", "seller_details"."pickup_pin") IN (0, 5));