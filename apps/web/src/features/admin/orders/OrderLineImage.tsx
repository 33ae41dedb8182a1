import type { OrderLine } from '@littleloom/shared';

/**
 * A line's picture as it was when ordered, in a fixed square so rows do not shift while it loads
 * (a grey square when there is none).
 */
export function OrderLineImage({ item, size }: { item: OrderLine; size: 48 | 64 }) {
  const url = item.image ?? item.product.images[0]?.url;
  return (
    <div
      className={`${size === 48 ? 'size-12' : 'size-16'} shrink-0 overflow-hidden rounded-md bg-slate-100`}
    >
      {url ? (
        <img
          src={url}
          width={size}
          height={size}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : null}
    </div>
  );
}
