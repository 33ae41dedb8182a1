import { sql } from 'drizzle-orm';
import { SORT_OPTIONS, type SortOption } from '@littleloom/shared';
import type { Database, Tx } from '../../../db/client';
import { products, productSizes } from '../../../db/schema';
import { colourKey, isOnSale, liveProduct, shopperPrice } from './product-filters';
import { orderFor } from '../product-order';

/** One size of a product as read: its name's code in `CollectionFacts.sizeNames`, place and stock. */
export interface SizeFact {
  size: number;
  position: number;
  inStock: boolean;
}

/**
 * What the collection filters, counts and sorts on, for every product on sale, held in memory
 * (decision 32). Products are numbered 0…n-1; names are coded as numbers so a page compares
 * integers. Every order that depends on the database's collation (names, brands, colours, sizes)
 * is the database's own, read as ranks, so pages and counts come out exactly as the database
 * would give them.
 */
export interface CollectionFacts {
  ids: string[];
  numberOf: Map<string, number>;
  /** Each product's name, for the closest matches of a search that finds nothing. */
  names: string[];
  categoryIds: string[];
  /** Brand code per product; `brandNames[code]`, listed in `brandRanks[code]` order. */
  brands: Int32Array;
  brandNames: string[];
  brandCodes: Map<string, number>;
  brandRanks: number[];
  /** Colour code per product (-1 for none): a colour name lower-cased, as colours match. */
  colours: Int32Array;
  colourKeys: string[];
  colourCodes: Map<string, number>;
  colourRanks: number[];
  /** The colour as the product spells and draws it. */
  colourNames: (string | null)[];
  colourHexes: (string | null)[];
  /** The price a shopper pays, in paise. */
  pricesPaise: Float64Array;
  onSale: Uint8Array;
  /**
   * Every product's sizes, flat and by code: product p's are `sizeStarts[p]` up to
   * `sizeStarts[p + 1]`, in `sizeCodesOf`, `sizePositions` and `sizeInStock`.
   */
  sizeStarts: Int32Array;
  sizeCodesOf: Int32Array;
  sizePositions: Int32Array;
  sizeInStock: Uint8Array;
  /** Whether the product has any size in stock. */
  stocked: Uint8Array;
  sizeCodes: Map<string, number>;
  sizeNames: string[];
  sizeRanks: number[];
  /** Product numbers in each sort's order, ties broken by id as the database breaks them. */
  orders: Record<SortOption, Int32Array>;
  /** Each product's style, and the products of each style: a colour's stock shows on its siblings. */
  styleIds: (string | null)[];
  styles: Map<string, number[]>;
}

const rankColumn = (sort: SortOption) => sql.identifier(`rank_${sort}`);

interface ProductFactRow {
  id: string;
  name: string;
  category_id: string;
  style_id: string | null;
  brand: string;
  brand_rank: number;
  colour_key: string | null;
  colour_rank: number;
  colour_name: string | null;
  colour_hex: string | null;
  price: number;
  on_sale: boolean;
  [rank: `rank_${string}`]: number;
}

interface SizeFactRow {
  product_id: string;
  size: string;
  position: number;
  in_stock: boolean;
}

/** Reads every product on sale and its sizes: a few hundred milliseconds at 10,000 products. */
export function loadCollectionFacts(db: Database): Promise<CollectionFacts> {
  // Products and their sizes from one snapshot.
  return db.transaction((tx) => readFacts(tx), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readFacts(db: Tx): Promise<CollectionFacts> {
  const ranks = SORT_OPTIONS.map(
    (sort) =>
      sql`, row_number() over (order by ${sql.join(orderFor(sort, undefined), sql`, `)}, ${products.id}) as ${rankColumn(sort)}`,
  );
  const productRows = (
    (await db.execute(sql`
      select ${products.id} as id, ${products.name} as name, ${products.categoryId} as category_id,
        ${products.styleId} as style_id, ${products.brand} as brand,
        dense_rank() over (order by lower(${products.brand}), ${products.brand}) as brand_rank,
        ${colourKey} as colour_key, dense_rank() over (order by ${colourKey}) as colour_rank,
        ${products.colourName} as colour_name, ${products.colourHex} as colour_hex,
        ${shopperPrice} as price, ${isOnSale} as on_sale
        ${sql.join(ranks)}
      from ${products}
      where ${sql.join(liveProduct, sql` and `)}`)) as unknown as { rows: ProductFactRow[] }
  ).rows;
  const sizeRows = (
    (await db.execute(sql`
      select s.product_id, s.size, s.position, s.stock > 0 as in_stock,
        dense_rank() over (order by s.size) as size_rank
      from ${productSizes} s
      where s.product_id in (select ${products.id} from ${products} where ${sql.join(liveProduct, sql` and `)})`)) as unknown as {
      rows: (SizeFactRow & { size_rank: number })[];
    }
  ).rows;
  return buildFacts(productRows, sizeRows);
}

function buildFacts(
  productRows: ProductFactRow[],
  sizeRows: (SizeFactRow & { size_rank: number })[],
): CollectionFacts {
  const n = productRows.length;
  const brandCodes = new Map<string, number>();
  const colourCodes = new Map<string, number>();
  const sizeCodes = new Map<string, number>();
  const sizeNames: string[] = [];
  const sizeRanks: number[] = [];
  const sizesOf: SizeFact[][] = productRows.map(() => []);
  const numberOf = new Map(productRows.map((row, number) => [row.id, number]));
  for (const row of sizeRows) {
    const number = numberOf.get(row.product_id);
    if (number === undefined) continue;
    const size = codeOf(sizeCodes, sizeNames, row.size, () =>
      sizeRanks.push(Number(row.size_rank)),
    );
    sizesOf[number]?.push({ size, position: row.position, inStock: row.in_stock });
  }
  const flatSizes = sizesOf.flatMap((sizes) => sizes.sort(bySizeCode));
  const sizeStarts = new Int32Array(n + 1);
  sizesOf.forEach((sizes, number) => {
    sizeStarts[number + 1] = (sizeStarts[number] ?? 0) + sizes.length;
  });
  const facts: CollectionFacts = {
    ids: productRows.map((row) => row.id),
    numberOf,
    names: productRows.map((row) => row.name),
    categoryIds: [],
    brands: new Int32Array(n),
    brandNames: [],
    brandCodes,
    brandRanks: [],
    colours: new Int32Array(n),
    colourKeys: [],
    colourCodes,
    colourRanks: [],
    colourNames: [],
    colourHexes: [],
    pricesPaise: new Float64Array(n),
    onSale: new Uint8Array(n),
    sizeStarts,
    sizeCodesOf: Int32Array.from(flatSizes, (fact) => fact.size),
    sizePositions: Int32Array.from(flatSizes, (fact) => fact.position),
    sizeInStock: Uint8Array.from(flatSizes, (fact) => (fact.inStock ? 1 : 0)),
    stocked: Uint8Array.from(sizesOf, (sizes) => (sizes.some((fact) => fact.inStock) ? 1 : 0)),
    sizeCodes,
    sizeNames,
    sizeRanks,
    styleIds: productRows.map((row) => row.style_id),
    styles: new Map(),
    orders: Object.fromEntries(SORT_OPTIONS.map((sort) => [sort, new Int32Array(n)])) as Record<
      SortOption,
      Int32Array
    >,
  };
  productRows.forEach(({ style_id: styleId }, number) => {
    if (styleId === null) return;
    const members = facts.styles.get(styleId) ?? [];
    members.push(number);
    facts.styles.set(styleId, members);
  });
  productRows.forEach((row, number) => {
    facts.categoryIds.push(row.category_id);
    facts.brands[number] = codeOf(brandCodes, facts.brandNames, row.brand, () =>
      facts.brandRanks.push(Number(row.brand_rank)),
    );
    facts.colours[number] =
      row.colour_key === null
        ? -1
        : codeOf(colourCodes, facts.colourKeys, row.colour_key, () =>
            facts.colourRanks.push(Number(row.colour_rank)),
          );
    facts.colourNames.push(row.colour_name);
    facts.colourHexes.push(row.colour_hex);
    facts.pricesPaise[number] = Number(row.price);
    facts.onSale[number] = row.on_sale ? 1 : 0;
    for (const sort of SORT_OPTIONS) {
      facts.orders[sort][Number(row[`rank_${sort}`]) - 1] = number;
    }
  });
  return facts;
}

function codeOf(codes: Map<string, number>, names: string[], name: string, added: () => void) {
  let code = codes.get(name);
  if (code === undefined) {
    code = names.length;
    codes.set(name, code);
    names.push(name);
    added();
  }
  return code;
}

export const bySizeCode = (a: SizeFact, b: SizeFact) => a.size - b.size;
