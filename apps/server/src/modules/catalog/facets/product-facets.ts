import { sql, type SQL } from 'drizzle-orm';
import {
  sortBySize,
  toRupees,
  type FacetValueCount,
  type ColourValueCount,
  type ProductFacets,
} from '@littleloom/shared';
import type { Database } from '../../../db/client';
import { products, productSizes } from '../../../db/schema';
import {
  allOf,
  colourKey,
  conditionsExcept,
  FACETS,
  hasStockIn,
  isOnSale,
  shopperPrice,
  type Facet,
  type FacetConditions,
} from './product-filters';

/** The products a collection lists and what each of its filters would show. */
export interface CollectionCounts {
  /** Products matching the scope and every active facet. */
  total: number;
  facets: Omit<ProductFacets, 'categories'>;
}

/**
 * How many products each category would show: `scope` without the chosen categories (live
 * products, search) and every active facet, so a category's count is the total the list would have
 * with it alone ticked. Categories with none are left out; ordered by id, as memory orders them.
 */
export async function readCategoryCounts(
  db: Database,
  scope: SQL[],
  conditions: FacetConditions,
): Promise<FacetValueCount[]> {
  const rows = await db
    .select({ value: products.categoryId, count: sql<number>`count(*)::int` })
    .from(products)
    .where(allOf([...scope, ...conditionsExcept(conditions)]))
    .groupBy(products.categoryId)
    .orderBy(products.categoryId);
  return rows.map(({ value, count }) => ({ value, count: Number(count) }));
}

interface CountsRow {
  total: number;
  sizes: FacetValueCount[];
  colours: ColourValueCount[];
  brands: FacetValueCount[];
  minPaise: number | null;
  maxPaise: number | null;
  inStock: number;
  onSale: number;
}

/**
 * The total and the facets of a collection, in one statement. `scope` is what every count shares
 * (live products, search, category). Each product of the scope is read once, with whether it
 * meets each active facet's condition (its stock tested once per condition, however many counts
 * use it); each facet's counts then add every other facet's condition but its own, so a value that
 * no longer matches is still listed, with 0.
 */
export async function readCollectionCounts(
  db: Database,
  scope: SQL[],
  conditions: FacetConditions,
): Promise<CollectionCounts> {
  const active = FACETS.filter((facet) => conditions[facet] !== undefined);
  const meets = (facet: Facet) => sql.identifier(`m_${facet}`);
  const matchColumns = active.map((facet) => sql`, (${conditions[facet]}) as ${meets(facet)}`);
  /** Every active facet's condition but `left`'s (all of them when `left` is not given). */
  const others = (left?: Facet) =>
    allOf(active.filter((facet) => facet !== left).map((facet) => sql`${meets(facet)}`));

  const facts = sql`
    select ${products.id} as id, ${products.brand} as brand, ${colourKey} as colour_key,
      ${products.colourName} as colour_name, ${products.colourHex} as colour_hex,
      ${shopperPrice} as price, ${isOnSale} as on_sale, ${hasStockIn()} as in_stock
      ${sql.join(matchColumns)}
    from ${products}
    where ${allOf(scope)}`;
  // (product, size) is the key of product_sizes, so counting rows counts products. Sizes are put
  // in the shared size order below.
  const sizes = sql`
    select json_agg(json_build_object('value', size, 'count', products_count))
    from (
      select ${productSizes.size} as size,
        count(*) filter (where ${productSizes.stock} > 0 and ${others('sizes')}) as products_count
      from facts inner join ${productSizes} on ${productSizes.productId} = facts.id
      group by ${productSizes.size}
    ) by_size`;
  // Colours match whatever the case, so they are counted that way too. Where products spell a
  // colour or draw its dot differently, the most used spelling and dot stand for it (the first in
  // byte order on a tie, so every database says the same).
  const colours = sql`
    select json_agg(json_build_object('value', value, 'count', products_count, 'hex', hex)
      order by colour_key)
    from (
      select colour_key,
        mode() within group (order by colour_name collate "C") as value,
        count(*) filter (where ${others('colours')}) as products_count,
        mode() within group (order by colour_hex collate "C") as hex
      from facts
      where colour_name is not null
      group by colour_key
    ) by_colour`;
  const brands = sql`
    select json_agg(json_build_object('value', brand, 'count', products_count)
      order by lower(brand), brand)
    from (
      select brand, count(*) filter (where ${others('brands')}) as products_count
      from facts
      group by brand
    ) by_brand`;
  const totals = sql`
    select
      count(*) filter (where ${others()})::int as total,
      min(price) filter (where ${others('price')}) as "minPaise",
      max(price) filter (where ${others('price')}) as "maxPaise",
      count(*) filter (where in_stock and ${others('inStock')})::int as "inStock",
      count(*) filter (where on_sale and ${others('onSale')})::int as "onSale"
    from facts`;

  // Materialized, so the products are read (and their stock tested) once for every count.
  const result = (await db.execute(sql`
    with facts as materialized (${facts})
    select totals.*,
      coalesce((${sizes}), '[]') as sizes,
      coalesce((${colours}), '[]') as colours,
      coalesce((${brands}), '[]') as brands
    from (${totals}) totals
  `)) as unknown as { rows: CountsRow[] };
  const [row] = result.rows;
  const minPaise = row?.minPaise ?? null;
  const maxPaise = row?.maxPaise ?? null;
  return {
    total: Number(row?.total ?? 0),
    facets: {
      sizes: sortBySize(
        (row?.sizes ?? []).map(({ value, count }) => ({ value, count: Number(count) })),
        (size) => size.value,
      ),
      colours: (row?.colours ?? []).map(({ value, count, hex }) => ({
        value,
        count: Number(count),
        hex,
      })),
      brands: (row?.brands ?? []).map(({ value, count }) => ({ value, count: Number(count) })),
      price:
        minPaise === null || maxPaise === null
          ? null
          : { min: toRupees(Number(minPaise)), max: toRupees(Number(maxPaise)) },
      inStock: Number(row?.inStock ?? 0),
      onSale: Number(row?.onSale ?? 0),
    },
  };
}
