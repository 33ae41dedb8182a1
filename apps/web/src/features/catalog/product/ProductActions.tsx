import type { Product } from '@littleloom/shared';
import { AddToCartButton } from '../../cart/AddToCartButton';
import { WishlistToggleButton } from '../../wishlist/WishlistToggleButton';

interface ProductActionsProps {
  product: Product;
  size: string | null;
  onSizeProblem: (problem: string | null) => void;
}

/**
 * Add to Cart and the wishlist toggle. On phones they ride in a bar at the foot of the screen
 * while the product's details are in view (LOOK.md: the primary button is sticky on phones); from
 * tablets up they sit under the sizes.
 */
export function ProductActions({ product, size, onSizeProblem }: ProductActionsProps) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 flex gap-2 border-t border-line bg-cream/95 px-4 py-3 backdrop-blur-sm sm:-mx-6 sm:px-6 md:static md:mx-0 md:flex-wrap md:gap-3 md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none">
      <AddToCartButton
        product={product}
        size={size}
        onSizeProblem={onSizeProblem}
        className="flex-1 md:flex-none md:px-10"
      />
      <WishlistToggleButton product={product} />
    </div>
  );
}
