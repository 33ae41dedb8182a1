import type { ProductSize } from '@littleloom/shared';

/** A size with this many or fewer left (but some) is "nearly out" (LOOK.md: "Only 2 left"). */
export const LOW_STOCK_THRESHOLD = 3;

/**
 * The smallest stock among sizes that are nearly out, or null when no size is. Sizes at 0 are
 * sold out, not "low", and do not count.
 */
export function lowestLowStock(sizes: readonly ProductSize[]): number | null {
  const low = sizes
    .map((size) => size.stock)
    .filter((stock) => stock > 0 && stock <= LOW_STOCK_THRESHOLD);
  return low.length > 0 ? Math.min(...low) : null;
}

/** True when no size has any stock left. */
export function isSoldOut(sizes: readonly ProductSize[]): boolean {
  return sizes.every((size) => size.stock <= 0);
}
