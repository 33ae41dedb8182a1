/**
 * Total quantity of items in the shopper's cart, for the header badge.
 *
 * Returns 0 until the cart feature lands: the cart issue replaces the body with a read of the
 * cart query (the spec's `totalQuantity`). Callers already treat the number as live data.
 */
export function useCartCount(): number {
  return 0;
}
