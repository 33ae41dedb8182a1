import { MSG, type Product } from '@littleloom/shared';

/**
 * Whether a size can go into the cart, with the spec's reason when it cannot (storefront.md §5,
 * Product page), checked in the spec's order of importance: no product, no size, unknown size,
 * sold out. Returns null when the choice is fine. The cart feature calls this before adding.
 */
export function validateSizeChoice(
  product: Pick<Product, 'sizes'> | null | undefined,
  size: string | null | undefined,
): string | null {
  if (!product) return MSG.productNotFound;
  if (!size) return MSG.selectSize;
  const chosen = product.sizes.find((entry) => entry.size === size);
  if (!chosen) return MSG.sizeNotAvailable;
  if (chosen.stock <= 0) return MSG.sizeOutOfStock;
  return null;
}
