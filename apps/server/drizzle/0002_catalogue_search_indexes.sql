CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_trgm_idx" ON "products" USING gin ("brand" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_live_price_idx" ON "products" USING btree (coalesce("discount_price_paise", "price_paise")) WHERE "products"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "products_live_popularity_idx" ON "products" USING btree ("popularity" DESC NULLS FIRST) WHERE "products"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "products_live_rating_idx" ON "products" USING btree ("rating_tenths" DESC NULLS FIRST) WHERE "products"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "products_live_name_idx" ON "products" USING btree (lower("name")) WHERE "products"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "products_live_new_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST) WHERE "products"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "products_live_relevant_idx" ON "products" USING btree ("bestseller" DESC NULLS FIRST,"popularity" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) WHERE "products"."is_deleted" = false;--> statement-breakpoint
CREATE INDEX "products_live_featured_idx" ON "products" USING btree ("is_featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST) WHERE "products"."is_deleted" = false;