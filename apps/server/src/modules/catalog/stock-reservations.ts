import { and, asc, eq, gte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productSizes } from '../../db/schema';

export interface StockRequest {
  productId: string;
  size: string;
  quantity: number;
}

/**
 * Sizes are always locked in one order, by product then size, whether stock is taken or put back:
 * two transactions touching the same sizes then wait for each other instead of deadlocking.
 */
const inLockOrder = (requests: readonly StockRequest[]): StockRequest[] =>
  [...requests].sort(
    (a, b) =>
      (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0) ||
      (a.size < b.size ? -1 : a.size > b.size ? 1 : 0),
  );

/**
 * Takes stock for every request or for none: each is one conditional update (`stock >= n`), so
 * racing orders can never take a size below zero. Returns the first request that could not be met;
 * the caller then rolls its transaction back, which returns what was already taken.
 */
export async function reserveStock(
  tx: Tx,
  requests: readonly StockRequest[],
): Promise<StockRequest | undefined> {
  for (const request of inLockOrder(requests)) {
    const [taken] = await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} - ${request.quantity}` })
      .where(
        and(
          eq(productSizes.productId, request.productId),
          eq(productSizes.size, request.size),
          gte(productSizes.stock, request.quantity),
        ),
      )
      .returning({ stock: productSizes.stock });
    if (!taken) return request;
  }
  return undefined;
}

/** Puts stock back (an order cancelled or never paid), in the caller's transaction. */
export async function releaseStock(tx: Tx, requests: readonly StockRequest[]): Promise<void> {
  for (const request of inLockOrder(requests)) {
    await tx
      .update(productSizes)
      .set({ stock: sql`${productSizes.stock} + ${request.quantity}` })
      .where(
        and(eq(productSizes.productId, request.productId), eq(productSizes.size, request.size)),
      );
  }
}

/**
 * Locks every size the requests name, in the one lock order, before the caller changes any: a
 * transaction that puts back the stock of many orders at once (the unpaid-order sweep) would
 * otherwise take each order's sizes in turn, out of order across the batch, and deadlock with an
 * order being placed over the same sizes. The sort is bytewise (`COLLATE "C"`), as `inLockOrder`
 * compares.
 */
export async function lockSizes(tx: Tx, requests: readonly StockRequest[]): Promise<void> {
  if (requests.length === 0) return;
  await tx
    .select({ productId: productSizes.productId })
    .from(productSizes)
    .where(
      or(
        ...requests.map((request) =>
          and(eq(productSizes.productId, request.productId), eq(productSizes.size, request.size)),
        ),
      ),
    )
    .orderBy(asc(productSizes.productId), sql`${productSizes.size} collate "C"`)
    .for('update');
}
