import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { toRupees, type ProductFacets } from '@littleloom/shared';
import type { Database } from '../../db/client';
import { products, productSizes } from '../../db/schema';
import {
  allOf,
  conditionsExcept,
  hasStockIn,
  isOnSale,
  shopperPrice,
  type Facet,
  type FacetConditions,
} from './product-filters';

const countWhere = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The facets of a collection. `scope` is what every count shares (live products, search,
 * category); each facet's counts add every other facet's condition but its own, as FILTER
 * clauses, so a value that no longer matches is still listed, with 0. Three queries, side by side.
 */
export async function readFacets(
  db: Database,
  scope: SQL[],
  conditions: FacetConditions,
): Promise<ProductFacets> {
  const others = (facet: Facet) => allOf(conditionsExcept(conditions, facet));
  const [sizes, brands, [totals]] = await Promise.all([
    // (product, size) is the key of product_sizes, so counting rows counts products.
    db
      .select({
        value: productSizes.size,
        count: countWhere(and(sql`${productSizes.stock} > 0`, others('sizes'))!),
      })
      .from(products)
      .innerJoin(productSizes, eq(productSizes.productId, products.id))
      .where(and(...scope))
      .groupBy(productSizes.size)
      // Sizes in the order products usually list them (smallest first), then by name.
      .orderBy(sql`min(${productSizes.position})`, asc(productSizes.size)),
    db
      .select({ value: products.brand, count: countWhere(others('brands')) })
      .from(products)
      .where(and(...scope))
      .groupBy(products.brand)
      .orderBy(sql`lower(${products.brand})`, asc(products.brand)),
    db
      .select({
        minPaise: sql<number | null>`min(${shopperPrice}) filter (where ${others('price')})`,
        maxPaise: sql<number | null>`max(${shopperPrice}) filter (where ${others('price')})`,
        inStock: countWhere(and(hasStockIn(), others('inStock'))!),
        onSale: countWhere(and(isOnSale, others('onSale'))!),
      })
      .from(products)
      .where(and(...scope)),
  ]);
  const minPaise = totals?.minPaise ?? null;
  const maxPaise = totals?.maxPaise ?? null;
  return {
    sizes,
    brands,
    price:
      minPaise === null || maxPaise === null
        ? null
        : { min: toRupees(Number(minPaise)), max: toRupees(Number(maxPaise)) },
    inStock: totals?.inStock ?? 0,
    onSale: totals?.onSale ?? 0,
  };
}
