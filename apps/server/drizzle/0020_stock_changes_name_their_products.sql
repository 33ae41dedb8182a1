-- A change to sizes and stock names the products it touched, so a server holding the catalogue's
-- facts in memory (docs/decisions/0032) reads those products again instead of everything: an order
-- changes a few sizes' stock, and orders are the catalogue's most frequent change. The payload is
-- "product_sizes:<id>,<id>,…"; a statement touching more than 100 products, or a TRUNCATE, says
-- "product_sizes" alone, as before, meaning anything may have changed. Every listener still hears
-- one notification per statement, so the catalogue cache is dropped as it always was.
CREATE FUNCTION "notify_product_sizes_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched integer;
  ids text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(DISTINCT product_id), string_agg(DISTINCT product_id::text, ',')
      INTO touched, ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT count(DISTINCT product_id), string_agg(DISTINCT product_id::text, ',')
      INTO touched, ids FROM old_rows;
  ELSE
    SELECT count(*), string_agg(product_id::text, ',') INTO touched, ids
      FROM (SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows) changed;
  END IF;
  IF touched > 100 THEN
    PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME || ':' || coalesce(ids, ''));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "product_sizes_catalogue_changed" ON "product_sizes";
--> statement-breakpoint
CREATE TRIGGER "product_sizes_inserted" AFTER INSERT ON "product_sizes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_product_sizes_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_updated" AFTER UPDATE ON "product_sizes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_product_sizes_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_deleted" AFTER DELETE ON "product_sizes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_product_sizes_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_truncated" AFTER TRUNCATE ON "product_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
