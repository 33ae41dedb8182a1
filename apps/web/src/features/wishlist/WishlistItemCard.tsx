import { productDisplayName, type WishlistItem } from '@littleloom/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button-styles';
import { Spinner } from '../../ui/Spinner';
import { pastelFor } from '../catalog/pastel';
import { ProductPrice } from '../catalog/ProductPrice';
import { isSoldOut } from '../catalog/stock';
import { useWishlistChange } from './use-wishlist-change';
import { wishlistProductId } from './wishlist-query';

/** Thumbnails are 400px squares; width and height stop layout shift. */
const THUMBNAIL_SIZE = 400;

interface WishlistItemCardProps {
  item: WishlistItem;
  /** Opens the size choice for Move to cart. */
  onMove: (item: WishlistItem) => void;
}

/** One saved product: picture, name, price, Move to cart and Remove. */
export function WishlistItemCard({ item, onMove }: WishlistItemCardProps) {
  const productId = wishlistProductId(item);
  const image = item.images[0];
  const soldOut = isSoldOut(item.sizes);
  const name = productDisplayName(item.productId);
  const remove = useWishlistChange();

  return (
    <li className="flex flex-col">
      <Link to={`/product/${productId}`} className="group block rounded-2xl">
        <div className={`aspect-square overflow-hidden rounded-2xl ${pastelFor(productId)}`}>
          {image ? (
            <img
              src={image.thumbnailUrl}
              width={THUMBNAIL_SIZE}
              height={THUMBNAIL_SIZE}
              // The name is the link's text right below.
              alt=""
              loading="lazy"
              decoding="async"
              className={`size-full object-cover ${soldOut ? 'opacity-60' : ''}`}
            />
          ) : null}
        </div>
        <h2 className="mt-3 line-clamp-2 min-h-[2lh] px-0.5 leading-snug text-ink group-hover:underline group-hover:decoration-coral group-hover:underline-offset-4">
          {name}
        </h2>
      </Link>
      <ProductPrice price={item.price} discountPrice={item.discountPrice} className="mt-1 px-0.5" />
      <div className="mt-3 flex flex-col gap-2">
        <button
          type="button"
          className={buttonClass('primary', 'px-4')}
          disabled={soldOut || remove.isPending}
          onClick={() => onMove(item)}
          aria-label={`${soldOut ? 'Sold out' : 'Move to cart'}: ${name}`}
        >
          {soldOut ? 'Sold out' : 'Move to cart'}
        </button>
        <button
          type="button"
          className={buttonClass('quiet', 'px-4 text-coral-strong hover:bg-peach-soft')}
          disabled={remove.isPending}
          aria-busy={remove.isPending || undefined}
          aria-label={`Remove ${name} from wishlist`}
          onClick={() => remove.mutate({ productId, action: 'remove' })}
        >
          {remove.isPending ? <Spinner /> : null}
          {remove.isPending ? 'Removing…' : 'Remove'}
        </button>
      </div>
    </li>
  );
}
