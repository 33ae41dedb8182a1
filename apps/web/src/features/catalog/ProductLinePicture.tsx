import { pastelFor } from './pastel';

/**
 * The box at each size, by the largest it is drawn: 80 and 96 shrink a step on phones, where the
 * line is narrow.
 */
const BOX_CLASSES = {
  64: 'size-16',
  80: 'size-16 sm:size-20',
  96: 'size-20 sm:size-24',
} as const;

interface ProductLinePictureProps {
  productId: string;
  /** The picture's address; the pastel square alone when there is none. */
  src: string | null | undefined;
  size: keyof typeof BOX_CLASSES;
}

/**
 * A product's picture at the start of a cart, checkout or order line, on the product's pastel so
 * a missing or loading picture still holds its place. Width and height stop layout shift.
 */
export function ProductLinePicture({ productId, src, size }: ProductLinePictureProps) {
  return (
    <div
      className={`${BOX_CLASSES[size]} shrink-0 overflow-hidden rounded-xl ${pastelFor(productId)}`}
    >
      {src ? (
        <img
          src={src}
          width={size}
          height={size}
          // The name beside it says what it is.
          alt=""
          className="size-full object-cover"
        />
      ) : null}
    </div>
  );
}
