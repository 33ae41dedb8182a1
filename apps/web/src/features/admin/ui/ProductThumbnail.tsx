import type { ProductImage } from '@littleloom/shared';

/**
 * A product's first picture as a small square in a back-office row (a grey square when it has
 * none). Width and height are set so rows do not shift when pictures load.
 */
export function ProductThumbnail({
  image,
  size,
  dimmed = false,
}: {
  image: ProductImage | undefined;
  /** Pixels; 40 in lists, 48 beside a product's stock. */
  size: 40 | 48;
  /** A deleted product's picture, greyed. */
  dimmed?: boolean;
}) {
  return (
    <div
      className={`${size === 40 ? 'size-10' : 'size-12'} shrink-0 overflow-hidden rounded-md bg-slate-100`}
    >
      {image ? (
        <img
          src={image.thumbnailUrl}
          width={size}
          height={size}
          alt=""
          loading="lazy"
          decoding="async"
          className={`size-full object-cover ${dimmed ? 'opacity-50 grayscale' : ''}`}
        />
      ) : null}
    </div>
  );
}
