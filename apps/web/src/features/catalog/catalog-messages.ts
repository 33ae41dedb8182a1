/**
 * What the catalogue screens say, in the spec's words (storefront.md §5, §8). Kept here rather
 * than in packages/shared MSG for now; the cart feature reads the size messages from here too.
 * 'Selected size is not available.' and 'Product not found.' match the server's wording
 * (STOCK_MESSAGES.sizeNotFound, PRODUCT_MESSAGES.notFound) but are not imported from the shared
 * validation module, which would drag its schemas into this chunk.
 */
export const CATALOG_MSG = {
  selectSize: 'Please select a size.',
  sizeNotAvailable: 'Selected size is not available.',
  sizeOutOfStock: 'Selected size is out of stock.',
  productNotFound: 'Product not found.',
  categoriesFailed: 'Failed to fetch categories',
  noMatches: 'No products match these filters.',
} as const;
