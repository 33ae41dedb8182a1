ALTER TABLE "order_items" ADD COLUMN "colour_name" text;--> statement-breakpoint
-- Lines placed before the colour was kept: the best record left is the product's colour now.
UPDATE "order_items" oi SET "colour_name" = p."colour_name" FROM "products" p WHERE p."id" = oi."product_id" AND p."colour_name" IS NOT NULL;
