-- Orders placed before each line kept its own discount share: give every line the share it was
-- taxed and refunded with until now, the order's discount split over all its lines in proportion
-- to their totals, whole paise, remainders to the largest fractions (ties to the earlier line).
WITH lines AS (
  SELECT
    oi.id,
    oi.order_id,
    oi.created_at,
    o.discount_paise::bigint AS discount,
    (oi.unit_price_paise * oi.quantity)::bigint AS line_total,
    sum(oi.unit_price_paise * oi.quantity) OVER (PARTITION BY oi.order_id)::bigint AS order_total
  FROM order_items oi
  JOIN orders o ON o.id = oi.order_id
  WHERE o.discount_paise > 0
),
floored AS (
  SELECT
    *,
    (discount * line_total) / order_total AS base,
    (discount * line_total) % order_total AS remainder
  FROM lines
),
ranked AS (
  SELECT
    id,
    base,
    discount - sum(base) OVER (PARTITION BY order_id) AS left_over,
    row_number() OVER (PARTITION BY order_id ORDER BY remainder DESC, created_at, id) AS place
  FROM floored
)
UPDATE order_items
SET discount_paise = ranked.base + CASE WHEN ranked.place <= ranked.left_over THEN 1 ELSE 0 END
FROM ranked
WHERE order_items.id = ranked.id;
--> statement-breakpoint
-- Ledger lines written before the sequence was kept: number them by time, then id, as they were
-- read until now. Negated first, so no two lines share a number while they are renumbered.
UPDATE wallet_transactions SET seq = -seq;
--> statement-breakpoint
UPDATE wallet_transactions
SET seq = numbered.place
FROM (
  SELECT id, row_number() OVER (ORDER BY created_at, id) AS place FROM wallet_transactions
) AS numbered
WHERE wallet_transactions.id = numbered.id;
--> statement-breakpoint
SELECT setval(
  pg_get_serial_sequence('wallet_transactions', 'seq'),
  coalesce((SELECT max(seq) FROM wallet_transactions), 0) + 1,
  false
);
