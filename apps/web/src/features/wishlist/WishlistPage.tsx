import { WISHLIST_MESSAGES, type WishlistItem } from '@littleloom/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { serverMessageOr } from '../../lib/api';
import { buttonClass } from '../../ui/button-styles';
import { ErrorState } from '../../ui/ErrorState';
import { HeartIcon } from '../../ui/icons';
import { SectionHeading } from '../../ui/SectionHeading';
import { ProductGridSkeleton } from '../catalog/ProductGrid';
import { MoveToCartDialog } from './MoveToCartDialog';
import { WishlistItemCard } from './WishlistItemCard';
import { useWishlist } from './wishlist-query';

/** /wishlist (storefront.md §2): the saved products, each with Move to cart and Remove. Guarded. */
export function WishlistPage() {
  const wishlist = useWishlist();
  const [moving, setMoving] = useState<WishlistItem | null>(null);

  return (
    <div className="container-page py-8 sm:py-12">
      <title>Wishlist · Little Loom</title>
      <SectionHeading title="My Wishlist" level={1} align="start" />
      <div className="mt-8">
        {wishlist.isSuccess ? (
          wishlist.data.length === 0 ? (
            <WishlistEmpty />
          ) : (
            <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4 xl:grid-cols-5">
              {wishlist.data.map((item) => (
                <WishlistItemCard key={item._id} item={item} onMove={setMoving} />
              ))}
            </ul>
          )
        ) : wishlist.isError ? (
          <ErrorState
            message={serverMessageOr(wishlist.error, WISHLIST_MESSAGES.fetchFailed)}
            onRetry={() => void wishlist.refetch()}
            retrying={wishlist.isFetching}
          />
        ) : (
          <ProductGridSkeleton columns="collection" count={4} />
        )}
      </div>
      {/* Keyed by item, so every opening starts with no size picked. */}
      <MoveToCartDialog
        key={moving?._id ?? 'closed'}
        item={moving}
        onClose={() => setMoving(null)}
      />
    </div>
  );
}

/** An empty wishlist says what to do next (LOOK.md). */
function WishlistEmpty() {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-line bg-white px-6 py-14 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-peach-soft text-coral-strong"
      >
        <HeartIcon size={32} />
      </span>
      <p className="mt-5 text-xl font-bold text-ink">Your wishlist is empty.</p>
      <p className="mt-1 max-w-sm text-ink-muted">
        Tap the heart on anything you love and it will wait for you here.
      </p>
      <Link to="/collection" className={buttonClass('primary', 'mt-6')}>
        Continue shopping
      </Link>
    </div>
  );
}
