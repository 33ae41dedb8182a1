import { and, asc, eq } from 'drizzle-orm';
import {
  lineLoweredNotice,
  lineRemovedNotice,
  priceChangedNotice,
  toRupees,
  unitPricePaise,
  type CartStockChange,
  type PricedLine,
} from '@littleloom/shared';
import type { Tx } from '../../db/client';
import { cartLines } from '../../db/schema';
import type { CatalogLookup, ShoppingProductRecord } from '../catalog';

/** A cart line with its product as it is now. */
export interface CartLine extends PricedLine {
  size: string;
  product: ShoppingProductRecord;
  /** Pieces of this size in stock now. */
  stock: number;
}

/** Lines of a cart, oldest first, each with its product, or undefined when the product is gone. */
export async function readLines(
  tx: Tx,
  catalog: CatalogLookup,
  userId: string,
): Promise<
  {
    productId: string;
    size: string;
    quantity: number;
    shownUnitPricePaise: number | null;
    product?: ShoppingProductRecord;
  }[]
> {
  const rows = await tx
    .select({
      productId: cartLines.productId,
      size: cartLines.size,
      quantity: cartLines.quantity,
      shownUnitPricePaise: cartLines.shownUnitPricePaise,
    })
    .from(cartLines)
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.productId), asc(cartLines.size));
  const products = await catalog.products(
    tx,
    rows.map((row) => row.productId),
  );
  return rows.map((row) => ({ ...row, product: products.get(row.productId) }));
}

export interface SettledLines {
  lines: CartLine[];
  removed: CartStockChange[];
  reduced: CartStockChange[];
  /** Each line dropped or lowered, named, in the order of `removed` and `reduced`. */
  removedNotices: string[];
  reducedNotices: string[];
  /** A notice for each line whose price changed since the shopper last saw the cart. */
  repriced: string[];
}

/**
 * Brings the cart in line with the shop as it is now: a line whose product left the shop, whose
 * size went or ran out is dropped; a line above the stock that is left is lowered to it; a line
 * whose price changed since the cart was last shown keeps the new price, with a notice (and the
 * price is then the one shown). Lines hold no stock (an order reserves it), so this runs whenever
 * the cart is read or changed; an order refuses a cart that moved here (decision 12).
 */
export async function settleLines(
  tx: Tx,
  catalog: CatalogLookup,
  userId: string,
): Promise<SettledLines> {
  const settled: SettledLines = {
    lines: [],
    removed: [],
    reduced: [],
    removedNotices: [],
    reducedNotices: [],
    repriced: [],
  };
  for (const row of await readLines(tx, catalog, userId)) {
    const where = and(
      eq(cartLines.userId, userId),
      eq(cartLines.productId, row.productId),
      eq(cartLines.size, row.size),
    );
    const stock = row.product?.isLive
      ? (row.product.sizes.find((entry) => entry.size === row.size)?.stock ?? 0)
      : 0;
    const change = {
      productId: row.productId,
      name: row.product?.view.name ?? 'A product',
      size: row.size,
      quantity: row.quantity,
    };
    if (stock <= 0 || !row.product) {
      await tx.delete(cartLines).where(where);
      settled.removed.push({ ...change, newQuantity: 0 });
      // A size still on sale with nothing left sold out; anything else left the shop.
      const soldOut =
        row.product?.isLive === true && row.product.sizes.some((entry) => entry.size === row.size);
      settled.removedNotices.push(lineRemovedNotice(change.name, row.size, soldOut));
      continue;
    }
    let quantity = row.quantity;
    const price = unitPricePaise(row.product);
    const shown = row.shownUnitPricePaise;
    if (quantity > stock || shown !== price) {
      if (quantity > stock) {
        quantity = stock;
        settled.reduced.push({ ...change, newQuantity: quantity });
        settled.reducedNotices.push(lineLoweredNotice(change.name, row.size, quantity));
      }
      // A line from before prices were kept has nothing to compare with: its price starts now.
      if (shown !== null && shown !== price) {
        settled.repriced.push(
          priceChangedNotice(change.name, row.size, toRupees(shown), toRupees(price)),
        );
      }
      await tx.update(cartLines).set({ quantity, shownUnitPricePaise: price }).where(where);
    }
    settled.lines.push({
      productId: row.productId,
      categoryId: row.product.categoryId,
      size: row.size,
      quantity,
      stock,
      unitPricePaise: price,
      product: row.product,
    });
  }
  return settled;
}

/** Pieces of one product in the cart, all sizes together, leaving out one size if asked. */
export const productQuantity = (
  lines: readonly CartLine[],
  productId: string,
  exceptSize?: string,
) =>
  lines
    .filter((line) => line.productId === productId && line.size !== exceptSize)
    .reduce((sum, line) => sum + line.quantity, 0);
