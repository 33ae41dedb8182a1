import type { Product, SearchSuggestions } from '@littleloom/shared';
import { jsonResponse, stubFetch } from '../../test/fetch-stub';
import { makeProduct } from '../../test/product-factory';
import { applyFilters, countFacets } from './catalog-test-facets';

/** Test helper (not used by the app): a small in-memory catalogue behind a stubbed fetch. */

export const CATEGORIES = {
  boys: { _id: '00000000-0000-4000-8000-00000000ca01', name: 'Boys' },
  footwear: { _id: '00000000-0000-4000-8000-00000000ca02', name: 'Footwear' },
  girls: { _id: '00000000-0000-4000-8000-00000000ca03', name: 'Girls' },
} as const;

/** 24 products: 10 Boys, 6 Footwear, 8 Girls, with distinct prices. */
export function makeCatalogue(): Product[] {
  const plan: [keyof typeof CATEGORIES, number][] = [
    ['boys', 10],
    ['footwear', 6],
    ['girls', 8],
  ];
  let n = 0;
  return plan.flatMap(([key, count]) =>
    Array.from({ length: count }, () => {
      n += 1;
      return makeProduct({
        name: `${CATEGORIES[key].name} Piece ${String(n).padStart(2, '0')}`,
        category: { ...CATEGORIES[key] },
        price: 300 + ((n * 37) % 24) * 50,
      });
    }),
  );
}

interface FakeShopOptions {
  products?: Product[];
  /** Answer the categories call with this status instead (e.g. 500). */
  categoriesStatus?: number;
  /** What a search that finds nothing offers instead ("Did you mean"). */
  closestMatches?: Product[];
}

/**
 * Serves /api/products (search, category, the filters and their facets, sort, page, limit),
 * /api/products/:id, categories.
 */
export function stubCatalogue(options: FakeShopOptions = {}) {
  const products = options.products ?? makeCatalogue();
  return stubFetch((url) => serveCatalogue(url, { ...options, products }));
}

/**
 * The catalogue's answer to one request, for fakes that serve more than the catalogue (the cart
 * tests); 'Route not found' for anything else.
 */
export function serveCatalogue(
  url: URL,
  { products = [], categoriesStatus, closestMatches = [] }: FakeShopOptions,
): Response {
  if (url.pathname === '/api/products/suggestions') {
    return jsonResponse(suggest(products, url.searchParams.get('q') ?? ''));
  }
  if (url.pathname === '/api/admin/category/active') {
    if (categoriesStatus)
      return jsonResponse({ success: false, message: 'Down' }, categoriesStatus);
    const data = Object.values(CATEGORIES).map((c) => ({
      ...c,
      description: `${c.name} things`,
      isDeleted: false,
    }));
    return jsonResponse({ success: true, data });
  }
  const one = /^\/api\/products\/([^/]+)$/.exec(url.pathname);
  if (one) {
    const product = products.find((p) => p._id === one[1]);
    return product
      ? jsonResponse({ success: true, product })
      : jsonResponse({ success: false, message: 'Product not found.' }, 404);
  }
  if (url.pathname === '/api/products') {
    const q = url.searchParams;
    const search = (q.get('search') ?? '').toLowerCase();
    const categories = q.getAll('category').flatMap((c) => c.split(','));
    const searched = products.filter((p) => p.name.toLowerCase().includes(search));
    const scope = searched.filter(
      (p) => categories.length === 0 || categories.includes(p.category._id),
    );
    let found = applyFilters(scope, q);
    if (q.get('sort') === 'low-to-high') found = [...found].sort((a, b) => a.price - b.price);
    const limit = Number(q.get('limit') ?? 9);
    const page = Number(q.get('page') ?? 1);
    return jsonResponse({
      success: true,
      products: found.slice((page - 1) * limit, page * limit),
      total: found.length,
      page,
      pages: Math.ceil(found.length / limit),
      facets: countFacets(scope, q, searched),
      closestMatches: found.length === 0 && search ? closestMatches : [],
    });
  }
  return jsonResponse({ success: false, message: 'Route not found' }, 404);
}

/** Suggestions by plain substring (the real server also forgives typos): names, categories, brands. */
function suggest(products: Product[], q: string): SearchSuggestions {
  const text = q.trim().toLowerCase();
  const matches = (value: string) => value.toLowerCase().includes(text);
  const categories = new Map(
    products.filter((p) => matches(p.category.name)).map((p) => [p.category._id, p.category]),
  );
  return {
    success: true,
    products: products
      .filter((p) => matches(p.name))
      .slice(0, 5)
      .map((p) => ({
        _id: p._id,
        name: p.name,
        brand: p.brand,
        price: p.price,
        discountPrice: p.discountPrice,
        colour: p.colour,
        thumbnailUrl: p.images[0]?.thumbnailUrl ?? null,
      })),
    categories: [...categories.values()],
    brands: [...new Set(products.map((p) => p.brand).filter(matches))],
  };
}
