import { WISHLIST_MESSAGES, type WishlistItem } from '@littleloom/shared';
import { useState } from 'react';
import { serverMessageOr } from '../../lib/api';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { HeartIcon } from '../../ui/icons';
import { SectionHeading } from '../../ui/SectionHeading';
import { ProductGridSkeleton } from '../catalog/ProductGrid';
import { MoveToCartDialog } from './MoveToCartDialog';
import { WishlistItemCard } from './WishlistItemCard';
import { useWishlist } from './wishlist-query';
import { PageMeta } from '../../ui/PageMeta';

/** /wishlist (storefront.md §2): the saved products, each with Move to cart and Remove. Guarded. */
export function WishlistPage() {
  const wishlist = useWishlist();
  const [moving, setMoving] = useState<WishlistItem | null>(null);

  return (
    <div className="container-page py-8 sm:py-12">
      <title>Wishlist · Little Loom</title>
      <PageMeta noindex />
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

function WishlistEmpty() {
  return (
    <EmptyState icon={<HeartIcon size={32} />} title="Your wishlist is empty.">
      Tap the heart on anything you love and it will wait for you here.
    </EmptyState>
  );
}
