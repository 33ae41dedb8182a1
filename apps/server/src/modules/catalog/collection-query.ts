import {
  compareSizes,
  toPaise,
  toRupees,
  type ColourValueCount,
  type ProductFacets,
  type SortOption,
} from '@littleloom/shared';
import type { CollectionFacts } from './facets/collection-facts';
import type { FacetFilters } from './facets/product-filters';

export interface CollectionQuery extends FacetFilters {
  categoryIds?: string[] | undefined;
  sort: SortOption;
  page: number;
  limit: number;
}

export interface CollectionAnswer {
  /** The page's products, by their numbers in the facts. */
  productNumbers: number[];
  total: number;
  facets: ProductFacets;
}

/** The values a collection's facets list whatever is chosen: those of the products in scope. */
interface ScopeValues {
  /** Size codes, in the shared size order. */
  sizes: number[];
  colours: { code: number; value: string; hex: string }[];
  brands: number[];
}

const scopeValuesKept = new WeakMap<CollectionFacts, Map<string, ScopeValues>>();
/** Scopes are categories a shopper combines; a few hundred combinations are kept. */
const SCOPES_KEPT = 256;

// A product counts towards a facet's values when it meets every other chosen filter: it has
// missed none, or missed only that facet.
const SIZES = 1;
const COLOURS = 2;
const BRANDS = 4;
const PRICE = 8;
const IN_STOCK = 16;
const ON_SALE = 32;
/** No colour (or brand) code. */
const NONE = -1;

/**
 * A collection page from the facts in memory: the same products, total and counts as the
 * database's statements give (`readCollectionCounts`, the page query), without a search.
 */
export function readCollectionPage(
  facts: CollectionFacts,
  query: CollectionQuery,
): CollectionAnswer {
  const n = facts.ids.length;
  const scope = query.categoryIds?.length ? new Set(query.categoryIds) : undefined;
  const chosenSizes = chosenCodes(query.sizes, facts.sizeCodes, facts.sizeNames.length);
  const chosenColours = chosenCodes(
    query.colours?.map((name) => name.toLowerCase()),
    facts.colourCodes,
    facts.colourKeys.length,
  );
  const chosenBrands = chosenCodes(query.brands, facts.brandCodes, facts.brandNames.length);
  const minPaise = query.minPrice === undefined ? -Infinity : toPaise(query.minPrice);
  const maxPaise = query.maxPrice === undefined ? Infinity : toPaise(query.maxPrice);
  const priceChosen = query.minPrice !== undefined || query.maxPrice !== undefined;
  const inStockChosen = query.inStock === true;
  const onSaleChosen = query.onSale === true;

  const matched = new Uint8Array(n);
  const sizeCounts = new Int32Array(facts.sizeNames.length);
  const colourCounts = new Int32Array(facts.colourKeys.length);
  const brandCounts = new Int32Array(facts.brandNames.length);
  let total = 0;
  let lowest = Infinity;
  let highest = -Infinity;
  let inStock = 0;
  let onSale = 0;

  // Read once into locals: this loop runs over every product for every page.
  const { categoryIds, sizeStarts, sizeCodesOf, sizeInStock, colours, brands, pricesPaise } = facts;
  const { onSale: saleFlags, stocked: stockedFlags } = facts;
  // Categories are counted as if none were chosen: what ticking one more would give.
  const categoryCounts = new Map<string, number>();
  for (let product = 0; product < n; product++) {
    const category = categoryIds[product] ?? '';
    const inScope = !scope || scope.has(category);
    const firstSize = sizeStarts[product] ?? 0;
    const endOfSizes = sizeStarts[product + 1] ?? 0;
    const colour = colours[product] ?? NONE;
    const brand = brands[product] ?? NONE;
    const price = pricesPaise[product] ?? 0;
    const sale = saleFlags[product] === 1;
    const stocked = stockedFlags[product] === 1;
    // Which chosen filters the product misses: a bit per facet.
    let missed = 0;
    if (
      chosenSizes &&
      !hasChosenSizeInStock(sizeInStock, sizeCodesOf, chosenSizes, firstSize, endOfSizes)
    ) {
      missed |= SIZES;
    }
    if (chosenColours && (colour === NONE || chosenColours[colour] !== 1)) missed |= COLOURS;
    if (chosenBrands && chosenBrands[brand] !== 1) missed |= BRANDS;
    if (priceChosen && (price < minPaise || price > maxPaise)) missed |= PRICE;
    if (inStockChosen && !stocked) missed |= IN_STOCK;
    if (onSaleChosen && !sale) missed |= ON_SALE;
    const all = missed === 0;
    if (all) categoryCounts.set(category, (categoryCounts.get(category) ?? 0) + 1);
    // Outside the chosen categories, or missing two filters or more, the product counts nowhere else.
    if (!inScope || (missed & (missed - 1)) !== 0) continue;

    if (all) {
      matched[product] = 1;
      total += 1;
    }
    if (all || missed === SIZES) {
      for (let at = firstSize; at < endOfSizes; at++) {
        if (sizeInStock[at] !== 1) continue;
        const size = sizeCodesOf[at] ?? 0;
        sizeCounts[size] = (sizeCounts[size] ?? 0) + 1;
      }
    }
    if ((all || missed === COLOURS) && colour !== NONE) {
      colourCounts[colour] = (colourCounts[colour] ?? 0) + 1;
    }
    if (all || missed === BRANDS) brandCounts[brand] = (brandCounts[brand] ?? 0) + 1;
    if (all || missed === PRICE) {
      lowest = Math.min(lowest, price);
      highest = Math.max(highest, price);
    }
    if ((all || missed === IN_STOCK) && stocked) inStock += 1;
    if ((all || missed === ON_SALE) && sale) onSale += 1;
  }

  const values = scopeValues(facts, scope);
  return {
    productNumbers: pageOf(facts, matched, query),
    total,
    facets: {
      categories: [...categoryCounts]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([value, count]) => ({ value, count })),
      sizes: values.sizes.map((code) => ({
        value: facts.sizeNames[code] ?? '',
        count: sizeCounts[code] ?? 0,
      })),
      colours: values.colours.map(({ code, value, hex }): ColourValueCount => ({
        value,
        count: colourCounts[code] ?? 0,
        hex,
      })),
      brands: values.brands.map((code) => ({
        value: facts.brandNames[code] ?? '',
        count: brandCounts[code] ?? 0,
      })),
      price: lowest === Infinity ? null : { min: toRupees(lowest), max: toRupees(highest) },
      inStock,
      onSale,
    },
  };
}

function hasChosenSizeInStock(
  sizeInStock: Uint8Array,
  sizeCodesOf: Int32Array,
  chosenSizes: Uint8Array,
  firstSize: number,
  endOfSizes: number,
): boolean {
  for (let at = firstSize; at < endOfSizes; at++) {
    if (sizeInStock[at] === 1 && chosenSizes[sizeCodesOf[at] ?? 0] === 1) return true;
  }
  return false;
}

/** A flag per code for the chosen names (unknown names match nothing); none when none are chosen. */
function chosenCodes(
  names: string[] | undefined,
  codes: Map<string, number>,
  count: number,
): Uint8Array | undefined {
  if (!names?.length) return undefined;
  const chosen = new Uint8Array(count);
  for (const name of names) {
    const code = codes.get(name);
    if (code !== undefined) chosen[code] = 1;
  }
  return chosen;
}

function pageOf(facts: CollectionFacts, matched: Uint8Array, query: CollectionQuery): number[] {
  const skip = (query.page - 1) * query.limit;
  let passed = 0;
  const ids: number[] = [];
  for (const product of facts.orders[query.sort]) {
    if (matched[product] !== 1) continue;
    passed += 1;
    if (passed <= skip) continue;
    ids.push(product);
    if (ids.length === query.limit) break;
  }
  return ids;
}

function scopeValues(facts: CollectionFacts, scope: Set<string> | undefined): ScopeValues {
  let kept = scopeValuesKept.get(facts);
  if (!kept) {
    kept = new Map();
    scopeValuesKept.set(facts, kept);
  }
  const key = scope ? [...scope].sort().join(',') : '';
  const known = kept.get(key);
  if (known) return known;
  if (kept.size >= SCOPES_KEPT) kept.clear();
  const values = readScopeValues(facts, scope);
  kept.set(key, values);
  return values;
}

function readScopeValues(facts: CollectionFacts, scope: Set<string> | undefined): ScopeValues {
  const sizes = new Set<number>();
  const colourSpellings = new Map<
    number,
    { names: Map<string, number>; hexes: Map<string, number> }
  >();
  const brands = new Set<number>();
  facts.ids.forEach((_id, product) => {
    if (scope && !scope.has(facts.categoryIds[product] ?? '')) return;
    for (let at = facts.sizeStarts[product] ?? 0; at < (facts.sizeStarts[product + 1] ?? 0); at++) {
      sizes.add(facts.sizeCodesOf[at] ?? 0);
    }
    brands.add(facts.brands[product] ?? NONE);
    const colour = facts.colours[product] ?? NONE;
    if (colour === NONE) return;
    let spellings = colourSpellings.get(colour);
    if (!spellings) {
      spellings = { names: new Map(), hexes: new Map() };
      colourSpellings.set(colour, spellings);
    }
    tally(spellings.names, facts.colourNames[product] ?? null);
    tally(spellings.hexes, facts.colourHexes[product] ?? null);
  });
  const rank = (ranks: number[]) => (a: number, b: number) => (ranks[a] ?? 0) - (ranks[b] ?? 0);
  return {
    sizes: [...sizes].sort((a, b) =>
      compareSizes(facts.sizeNames[a] ?? '', facts.sizeNames[b] ?? ''),
    ),
    colours: [...colourSpellings.keys()].sort(rank(facts.colourRanks)).map((code) => {
      const spellings = colourSpellings.get(code);
      return {
        code,
        value: mostUsed(spellings?.names) ?? '',
        // Every colour has its dot (a database rule), so there is always a most used one.
        hex: mostUsed(spellings?.hexes) ?? '',
      };
    }),
    brands: [...brands].sort(rank(facts.brandRanks)),
  };
}

function tally(counts: Map<string, number>, value: string | null): void {
  if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
}

/** The most used value, the first in byte order on a tie: as `mode()` under the "C" collation. */
function mostUsed(counts: Map<string, number> | undefined): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const [value, count] of counts ?? []) {
    const earlier = best === null || Buffer.compare(Buffer.from(value), Buffer.from(best)) < 0;
    if (count > bestCount || (count === bestCount && earlier)) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}
