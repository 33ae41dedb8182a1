import { HeartIcon } from '../../ui/icons';

interface WishlistHeartProps {
  productName: string;
  className?: string;
}

/**
 * The heart on a product card. It does nothing yet: the wishlist issue wires it to add/remove
 * (and to show the filled heart with "Remove from wishlist" when the product is saved).
 */
export function WishlistHeart({ productName, className = '' }: WishlistHeartProps) {
  return (
    <button
      type="button"
      aria-label="Add to wishlist"
      title={`Add ${productName} to wishlist`}
      onClick={() => {
        // Intentionally empty until the wishlist feature lands (see the comment above).
      }}
      className={`inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm transition-colors hover:bg-white hover:text-coral-strong ${className}`}
    >
      <HeartIcon size={22} />
    </button>
  );
}
