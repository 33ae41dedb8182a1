import { and, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { toPaise } from '@littleloom/shared';
import { products, productSizes } from '../../../db/schema';

/** The price a shopper pays, in paise: the sale price when there is one. Sorts and filters share it. */
export const shopperPrice = sql`coalesce(${products.discountPricePaise}, ${products.pricePaise})`;

// The catalogue's queries read it with the filters below.
export { liveProduct } from '../../../db/live-product';

/** The product has a sale price (always below its price). */
export const isOnSale = isNotNull(products.discountPricePaise);

export interface FacetFilters {
  sizes?: string[] | undefined;
  brands?: string[] | undefined;
  /** Colour names, matched whatever their case. */
  colours?: string[] | undefined;
  /** Rupees, on the price a shopper pays. */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
  onSale?: boolean | undefined;
}

export const FACETS = ['sizes', 'colours', 'brands', 'price', 'inStock', 'onSale'] as const;
export type Facet = (typeof FACETS)[number];

/** Each active facet's condition on the product row; an inactive facet has none. */
export type FacetConditions = Partial<Record<Facet, SQL>>;

/** A colour name as colours are matched and grouped: "Navy" and "navy" are one colour. */
export const colourKey = sql`lower(${products.colourName})`;

/** The product has any of `sizes` in stock; any size at all when none are given. */
export const hasStockIn = (sizes?: string[]) =>
  sql`exists (select 1 from ${productSizes} where ${productSizes.productId} = ${products.id}
    and ${productSizes.stock} > 0${sizes ? sql` and ${inArray(productSizes.size, sizes)}` : sql``})`;

/**
 * Values within a facet are alternatives (any of the chosen sizes in stock, any of the brands);
 * facets narrow each other. An empty list of values leaves its facet out.
 */
export function facetConditions(filters: FacetFilters): FacetConditions {
  const conditions: FacetConditions = {};
  if (filters.sizes?.length) conditions.sizes = hasStockIn(filters.sizes);
  if (filters.colours?.length) {
    conditions.colours = inArray(
      colourKey,
      filters.colours.map((name) => name.toLowerCase()),
    );
  }
  if (filters.brands?.length) conditions.brands = inArray(products.brand, filters.brands);
  const bounds = [
    filters.minPrice === undefined
      ? undefined
      : sql`${shopperPrice} >= ${toPaise(filters.minPrice)}`,
    filters.maxPrice === undefined
      ? undefined
      : sql`${shopperPrice} <= ${toPaise(filters.maxPrice)}`,
  ].filter((bound) => bound !== undefined);
  if (bounds.length) conditions.price = and(...bounds);
  if (filters.inStock) conditions.inStock = hasStockIn();
  if (filters.onSale) conditions.onSale = isOnSale;
  return conditions;
}

/** The conditions of every active facet but `left` (all of them when `left` is not given). */
export function conditionsExcept(conditions: FacetConditions, left?: Facet): SQL[] {
  return FACETS.flatMap((facet) => {
    const condition = conditions[facet];
    return facet === left || !condition ? [] : [condition];
  });
}

/** All the conditions, as one (true when there are none), for an aggregate's FILTER clause. */
export function allOf(conditions: SQL[]): SQL {
  return and(...conditions) ?? sql`true`;
}
