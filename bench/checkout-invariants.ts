import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import {
  orderItems,
  orders,
  productSizes,
  wallets,
  walletTransactions,
} from '../apps/server/src/db/schema';
import type { StockedSize } from './checkout-shop';

export interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

// Correlated subqueries name their tables in the text: drizzle leaves a column unqualified when a
// query reads one table, which inside a subquery would name the subquery's own column.

/**
 * What must hold after any number of racing orders, read from the database: stock never below
 * zero and exactly what was sold taken from it, no more units sold than existed, every wallet
 * equal to its ledger with one debit per wallet order, every order whole, and one order per
 * success the shoppers were told of.
 */
export async function checkoutInvariants(
  db: Database,
  stocked: readonly StockedSize[],
  placedReplies: number,
): Promise<Check[]> {
  const productIds = [...new Set(stocked.map((s) => s.productId))];
  const key = (productId: string, size: string) => `${productId}/${size}`;

  const left = await db
    .select({
      productId: productSizes.productId,
      size: productSizes.size,
      stock: productSizes.stock,
    })
    .from(productSizes)
    .where(inArray(productSizes.productId, productIds));
  const leftBySize = new Map(left.map((row) => [key(row.productId, row.size), row.stock]));

  const sold = await db
    .select({
      productId: orderItems.productId,
      size: orderItems.size,
      units: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(inArray(orderItems.productId, productIds))
    .groupBy(orderItems.productId, orderItems.size);
  const soldBySize = new Map(sold.map((row) => [key(row.productId, row.size), row.units]));

  const soldOf = (s: StockedSize) => soldBySize.get(key(s.productId, s.size)) ?? 0;
  const negative = left.filter((row) => row.stock < 0);
  const mismatched = stocked.filter(
    (s) => s.initial - (leftBySize.get(key(s.productId, s.size)) ?? Number.NaN) !== soldOf(s),
  );
  const oversold = stocked.filter((s) => soldOf(s) > s.initial);
  const unitsSold = stocked.reduce((sum, s) => sum + soldOf(s), 0);
  const fullest = stocked.reduce<StockedSize | undefined>(
    (best, s) => (!best || soldOf(s) / s.initial > soldOf(best) / best.initial ? s : best),
    undefined,
  );

  const walletRows = await db
    .select({
      userId: wallets.userId,
      balance: wallets.balancePaise,
      ledger: sql<string>`coalesce((select sum(case when t.type = 'CREDIT' then t.amount_paise else -t.amount_paise end) from wallet_transactions t where t.user_id = wallets.user_id), 0)::bigint`,
    })
    .from(wallets);
  const unequal = walletRows.filter((w) => Number(w.balance) !== Number(w.ledger) || w.balance < 0);

  // Every wallet order paid by exactly one debit of its total, and no debit without its order.
  const [walletPayments] = await db
    .select({
      orders: count(orders.id),
      wrong: sql<number>`count(*) filter (where (select count(*) from wallet_transactions t where t.order_id = orders.id and t.type = 'DEBIT' and t.amount_paise = orders.final_price_paise) <> 1)::int`,
    })
    .from(orders)
    .where(eq(orders.paymentMethod, 'Wallet'));
  const [strayDebits] = await db
    .select({ n: count() })
    .from(walletTransactions)
    .leftJoin(orders, eq(orders.id, walletTransactions.orderId))
    .where(and(eq(walletTransactions.type, 'DEBIT'), isNull(orders.id)));

  const [itemless] = await db
    .select({ n: count() })
    .from(orders)
    .where(sql`not exists (select 1 from order_items i where i.order_id = orders.id)`);
  const [wrongTotals] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      sql`orders.total_quantity <> (select coalesce(sum(i.quantity), 0) from order_items i where i.order_id = orders.id)`,
    );
  const [orderCount] = await db.select({ n: count() }).from(orders);

  return [
    {
      name: "no size's stock below zero",
      pass: negative.length === 0,
      detail: `${left.length} sizes, lowest ${Math.min(...left.map((row) => row.stock))}`,
    },
    {
      name: 'units sold per size = initial stock − stock left',
      pass: mismatched.length === 0,
      detail: mismatched.length
        ? `${mismatched.length} sizes differ`
        : `${stocked.length} sizes agree (${unitsSold} units sold)`,
    },
    {
      name: 'no size ordered beyond the units it had',
      pass: oversold.length === 0,
      detail: fullest
        ? `${oversold.length} oversold; the most sold: ${soldOf(fullest)} of ${fullest.initial}`
        : 'no sizes',
    },
    {
      name: "every wallet's balance = the sum of its ledger, never below zero",
      pass: unequal.length === 0,
      detail: `${walletRows.length} wallets, ${unequal.length} differ`,
    },
    {
      name: 'every wallet order paid by exactly one debit of its total; no debit without its order',
      pass: (walletPayments?.wrong ?? 0) === 0 && (strayDebits?.n ?? 0) === 0,
      detail: `${walletPayments?.orders ?? 0} wallet orders, ${walletPayments?.wrong ?? 0} wrong, ${strayDebits?.n ?? 0} stray debits`,
    },
    {
      name: 'no order without its items; each order counts the units of its items',
      pass: (itemless?.n ?? 0) === 0 && (wrongTotals?.n ?? 0) === 0,
      detail: `${itemless?.n ?? 0} without items, ${wrongTotals?.n ?? 0} with a wrong unit count`,
    },
    {
      name: 'one order in the database per "order placed" reply',
      pass: (orderCount?.n ?? 0) === placedReplies,
      detail: `${orderCount?.n ?? 0} orders, ${placedReplies} replies`,
    },
  ];
}
