-- Every statement that may change a catalogue reply (products, their sizes and images, categories,
-- and the orders best sellers are counted from) tells the listening servers, at commit, so each
-- drops its cached catalogue replies at once (docs/decisions/0014). Statement-level triggers send
-- one notification per table and transaction, however many rows a statement touches; a rolled-back
-- transaction sends none.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "orders_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "order_items_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_items" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
