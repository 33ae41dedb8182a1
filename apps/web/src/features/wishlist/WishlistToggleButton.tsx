import type { Product } from '@littleloom/shared';
import { buttonClass } from '../../ui/button-styles';
import { HeartIcon } from '../../ui/icons/HeartIcon';
import { Spinner } from '../../ui/Spinner';
import { useWishlistToggle } from './use-wishlist-toggle';

/**
 * Add to Wishlist / Remove from Wishlist on the product page (storefront.md §2, §4). On phones it
 * shows the heart alone, beside Add to Cart in the bar at the foot of the screen; the words stay
 * its name.
 */
export function WishlistToggleButton({ product }: { product: Pick<Product, '_id'> }) {
  const { saved, pending, toggle } = useWishlistToggle(product._id);
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={pending}
      aria-busy={pending || undefined}
      className={buttonClass('secondary', 'px-3.5 sm:px-6')}
    >
      {pending ? (
        <Spinner className="text-coral-strong" />
      ) : (
        <HeartIcon filled={saved} size={20} className="text-coral-strong" />
      )}
      <span className="sr-only sm:not-sr-only">
        {saved ? 'Remove from Wishlist' : 'Add to Wishlist'}
      </span>
    </button>
  );
}
