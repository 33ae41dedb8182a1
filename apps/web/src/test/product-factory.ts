import type { Product, ProductPage } from '@littleloom/shared';

/** The product factory the shared rules' tests use too. */
export { makeProduct } from '../../../../packages/shared/src/testing/product-factory';

export function makeProductPage(
  products: Product[],
  overrides: Partial<ProductPage> = {},
): ProductPage {
  return {
    success: true,
    products,
    total: products.length,
    page: 1,
    pages: 1,
    facets: {
      categories: [],
      sizes: [],
      colours: [],
      brands: [],
      price: null,
      inStock: 0,
      onSale: 0,
    },
    closestMatches: [],
    ...overrides,
  };
}
