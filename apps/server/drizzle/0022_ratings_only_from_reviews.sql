-- A product's rating was typed in by the owner; from now on it is the average of its published
-- reviews, and no product has any yet, so every rating starts at none (docs/decisions/0033).
UPDATE "products" SET "rating_tenths" = 0 WHERE "rating_tenths" <> 0;
