import { productDisplayName, type Product } from '@littleloom/shared';
import { Link } from 'react-router';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { CardColours } from './CardColours';
import { CardRating } from './CardRating';
import { pastelFor } from './pastel';
import { ProductPrice } from './ProductPrice';
import { isSoldOut, lowestLowStock } from './stock';

/** Thumbnails are 400px squares (the API's `thumbnailUrl`); width and height stop layout shift. */
const THUMBNAIL_SIZE = 400;

interface ProductCardProps {
  product: Product;
  /** Load the picture at once (cards in the first row); others load as they scroll into view. */
  eager?: boolean;
  /**
   * Fetch the picture ahead of everything else: the first row on a phone, whose first picture is
   * usually the page's largest paint.
   */
  priority?: boolean;
}

export function ProductCard({ product, eager = false, priority = false }: ProductCardProps) {
  const image = product.images[0];
  const lowStock = lowestLowStock(product.sizes);
  const soldOut = isSoldOut(product.sizes);

  return (
    <article className="group relative">
      <Link to={`/product/${product._id}`} className="block rounded-2xl">
        <div
          className={`relative aspect-square overflow-hidden rounded-2xl ${pastelFor(product._id)}`}
        >
          {image ? (
            <img
              src={image.thumbnailUrl}
              width={THUMBNAIL_SIZE}
              height={THUMBNAIL_SIZE}
              // The name is the link's text right below; repeating it here would be read twice.
              alt=""
              loading={eager || priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
              className={`size-full object-cover transition-transform duration-300 ease-out group-hover:scale-[1.03] ${soldOut ? 'opacity-60' : ''}`}
            />
          ) : null}
          {soldOut ? (
            <span className="absolute bottom-2 left-2 rounded-full bg-ink px-2.5 py-1 text-xs font-bold text-cream">
              Sold out
            </span>
          ) : lowStock !== null ? (
            <span className="absolute bottom-2 left-2 rounded-full bg-white px-2.5 py-1 text-xs font-bold text-coral-strong shadow-sm">
              Only {lowStock} left
            </span>
          ) : null}
        </div>
        <div className="mt-3 px-0.5">
          {/* The rating shares the brand's line, so cards with and without one stay level. */}
          <div className="flex items-center justify-between gap-2">
            <p className="min-w-0 truncate text-xs font-bold tracking-[0.08em] text-ink-muted uppercase">
              {product.brand}
            </p>
            <CardRating averageRating={product.averageRating} reviewCount={product.reviewCount} />
          </div>
          <h3 className="mt-0.5 line-clamp-2 min-h-[2lh] leading-snug text-ink group-hover:underline group-hover:decoration-coral group-hover:underline-offset-4">
            {productDisplayName(product)}
          </h3>
          <ProductPrice
            price={product.price}
            discountPrice={product.discountPrice}
            className="mt-1"
          />
          <CardColours productId={product._id} colours={product.colours} />
        </div>
      </Link>
      {/* Beside the link, not in it (a button cannot sit inside a link); placed over the picture. */}
      <WishlistHeart product={product} />
    </article>
  );
}
