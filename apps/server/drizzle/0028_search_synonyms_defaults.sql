-- A change to the search synonyms changes what searches find: it tells the listening servers, as a
-- change to products does (0008), so each drops its cached catalogue replies at once.
CREATE TRIGGER "search_synonym_groups_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonym_groups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
-- The words Indian parents use for what the shop names otherwise; the owner edits them under
-- Settings. Plurals, hyphens and spaces need no entry of their own ("t shirts" is "t-shirt").
INSERT INTO "search_synonym_groups" ("position", "words") VALUES
  (1, ARRAY['shoes', 'footwear', 'sneakers', 'chappals', 'sandals']),
  (2, ARRAY['tee', 't-shirt']),
  (3, ARRAY['frock', 'dress']),
  (4, ARRAY['nightsuit', 'pyjama', 'pajama', 'nightwear']),
  (5, ARRAY['pants', 'trousers']),
  (6, ARRAY['baby', 'infant', 'newborn']),
  (7, ARRAY['shorts', 'bermudas', 'half pants']),
  (8, ARRAY['cap', 'hat']),
  (9, ARRAY['hoodie', 'sweatshirt', 'sweatjacket']),
  (10, ARRAY['hairband', 'headband'])
ON CONFLICT DO NOTHING;
