import type { Cart } from '@littleloom/shared';
import { useCart } from './cart-query';

const totalQuantity = (cart: Cart) => cart.totalQuantity;

/**
 * Total quantity of items in the shopper's cart, for the header badge (storefront.md §2). Live:
 * every cart change writes its reply into the same query. 0 for a guest.
 */
export function useCartCount(): number {
  return useCart(totalQuantity).data ?? 0;
}
