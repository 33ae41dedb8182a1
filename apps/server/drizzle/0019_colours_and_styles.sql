ALTER TABLE "products" ADD COLUMN "colour_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour_hex" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "style_id" uuid;--> statement-breakpoint
CREATE INDEX "products_style_idx" ON "products" USING btree ("style_id") WHERE "products"."style_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "products_live_brand_idx" ON "products" USING btree ("brand") WHERE "products"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "products_live_colour_idx" ON "products" USING btree (lower("colour_name")) WHERE "products"."is_deleted" = false AND "products"."colour_name" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_colour_check" CHECK (("products"."colour_name" IS NULL) = ("products"."colour_hex" IS NULL) AND ("products"."colour_hex" IS NULL OR "products"."colour_hex" ~ '^#[0-9a-f]{6}$'));