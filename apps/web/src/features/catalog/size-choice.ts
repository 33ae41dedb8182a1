import type { Product } from '@littleloom/shared';
import { CATALOG_MSG } from './catalog-messages';

/**
 * Whether a size can go into the cart, with the spec's reason when it cannot (storefront.md §5,
 * Product page), checked in the spec's order of importance: no product, no size, unknown size,
 * sold out. Returns null when the choice is fine. The cart feature calls this before adding.
 */
export function validateSizeChoice(
  product: Pick<Product, 'sizes'> | null | undefined,
  size: string | null | undefined,
): string | null {
  if (!product) return CATALOG_MSG.productNotFound;
  if (!size) return CATALOG_MSG.selectSize;
  const chosen = product.sizes.find((entry) => entry.size === size);
  if (!chosen) return CATALOG_MSG.sizeNotAvailable;
  if (chosen.stock <= 0) return CATALOG_MSG.sizeOutOfStock;
  return null;
}
