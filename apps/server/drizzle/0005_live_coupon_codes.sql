DROP INDEX "coupons_code_lower_key";--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_live_code_lower_key" ON "coupons" USING btree (lower("code")) WHERE "coupons"."is_deleted" = false;