import { productDisplayName, type Product } from '@littleloom/shared';
import { HeartIcon } from '../../ui/icons/HeartIcon';
import { useWishlistToggle } from './use-wishlist-toggle';

/**
 * The heart over a product card's picture (LOOK.md): filled when the product is on the wishlist.
 * Its name says what pressing it does, for this product in its colour: the colours of one style
 * sit side by side in a collection, and a screen reader names each heart apart.
 */
export function WishlistHeart({ product }: { product: Pick<Product, '_id' | 'name' | 'colour'> }) {
  const { saved, pending, toggle } = useWishlistToggle(product._id);
  const name = productDisplayName(product);
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-label={saved ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
      title={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-coral-strong shadow-sm transition-colors hover:bg-white disabled:cursor-wait"
    >
      <HeartIcon filled={saved} size={22} className={pending ? 'animate-pulse' : undefined} />
    </button>
  );
}
