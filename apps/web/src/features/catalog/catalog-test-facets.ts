import type { FacetValueCount, Product, ProductFacets } from '@littleloom/shared';

/**
 * Test helper (not used by the app): the collection's filters and their counts over an in-memory
 * list, with the server's rules (catalog/product-filters.ts, product-facets.ts). Values within a
 * filter are alternatives, filters narrow each other, and each facet counts with every filter but
 * its own. Sizes count only where in stock; colours match whatever their case.
 */

type Facet = 'sizes' | 'colours' | 'brands' | 'price' | 'inStock' | 'onSale';

const shopperPrice = (p: Product) => p.discountPrice ?? p.price;
const hasStock = (p: Product, size?: string) =>
  p.sizes.some((s) => s.stock > 0 && (size === undefined || s.size === size));

function listParam(query: URLSearchParams, name: string): string[] {
  return query
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** Each active filter of the query as a test on one product. */
function filterTests(query: URLSearchParams): Partial<Record<Facet, (p: Product) => boolean>> {
  const tests: Partial<Record<Facet, (p: Product) => boolean>> = {};
  const sizes = listParam(query, 'size');
  if (sizes.length) tests.sizes = (p) => sizes.some((size) => hasStock(p, size));
  const colours = listParam(query, 'colour').map((name) => name.toLowerCase());
  if (colours.length) {
    tests.colours = (p) => p.colour !== null && colours.includes(p.colour.name.toLowerCase());
  }
  const brands = listParam(query, 'brand');
  if (brands.length) tests.brands = (p) => brands.includes(p.brand);
  const min = query.get('minPrice');
  const max = query.get('maxPrice');
  if (min !== null || max !== null) {
    tests.price = (p) =>
      (min === null || shopperPrice(p) >= Number(min)) &&
      (max === null || shopperPrice(p) <= Number(max));
  }
  if (query.get('inStock') === 'true') tests.inStock = (p) => hasStock(p);
  if (query.get('onSale') === 'true') tests.onSale = (p) => p.discountPrice !== null;
  return tests;
}

function passing(products: Product[], query: URLSearchParams, except?: Facet): Product[] {
  const tests = Object.entries(filterTests(query))
    .filter(([facet]) => facet !== except)
    .map(([, test]) => test);
  return products.filter((p) => tests.every((test) => test(p)));
}

/** The products of `scope` (already searched and in the chosen categories) that the filters keep. */
export function applyFilters(scope: Product[], query: URLSearchParams): Product[] {
  return passing(scope, query);
}

function countsOf(values: string[], count: (value: string) => number): FacetValueCount[] {
  return [...new Set(values)].map((value) => ({ value, count: count(value) }));
}

/**
 * The facets of `scope`: every value found there, zero counts too. Categories are counted over
 * `searched` (the searched products, whatever category) with every filter, leaving out those with
 * none.
 */
export function countFacets(
  scope: Product[],
  query: URLSearchParams,
  searched: Product[] = scope,
): ProductFacets {
  const categoryCounts = new Map<string, number>();
  for (const p of passing(searched, query)) {
    categoryCounts.set(p.category._id, (categoryCounts.get(p.category._id) ?? 0) + 1);
  }
  const forSizes = passing(scope, query, 'sizes');
  const forColours = passing(scope, query, 'colours');
  const forBrands = passing(scope, query, 'brands');
  const forPrice = passing(scope, query, 'price').map(shopperPrice);
  const colours = new Map(scope.flatMap((p) => (p.colour ? [[p.colour.name, p.colour.hex]] : [])));
  return {
    categories: [...categoryCounts]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([value, count]) => ({ value, count })),
    sizes: countsOf(
      scope.flatMap((p) => p.sizes.map((s) => s.size)),
      (size) => forSizes.filter((p) => hasStock(p, size)).length,
    ),
    colours: [...colours].map(([value, hex]) => ({
      value,
      hex,
      count: forColours.filter((p) => p.colour?.name === value).length,
    })),
    brands: countsOf(
      scope.map((p) => p.brand).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
      (brand) => forBrands.filter((p) => p.brand === brand).length,
    ),
    price: forPrice.length ? { min: Math.min(...forPrice), max: Math.max(...forPrice) } : null,
    inStock: passing(scope, query, 'inStock').filter((p) => hasStock(p)).length,
    onSale: passing(scope, query, 'onSale').filter((p) => p.discountPrice !== null).length,
  };
}
