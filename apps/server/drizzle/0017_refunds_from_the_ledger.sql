-- Refunds made before they were recorded with their order: one row for each wallet credit that
-- gave back cancelled or returned items, at the time and for the amount the ledger shows. Which
-- items each was for was not kept, so `items` stays empty; the delivery charge is not told apart.
INSERT INTO order_refunds (order_id, reason, amount_paise, delivery_paise, items, wallet_transaction_id, created_at)
SELECT
  wt.order_id,
  CASE WHEN wt.description LIKE 'Refund for returned items%' THEN 'returned' ELSE 'cancelled' END,
  wt.amount_paise,
  0,
  NULL,
  wt.id,
  wt.created_at
FROM wallet_transactions wt
WHERE wt.type = 'CREDIT'
  AND wt.order_id IS NOT NULL
  AND (
    wt.description LIKE 'Refund for cancelled items of order %'
    OR wt.description LIKE 'Refund for returned items of order %'
  );
