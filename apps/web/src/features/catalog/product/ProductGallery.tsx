import type { Product } from '@littleloom/shared';
import { useState } from 'react';
import { pastelFor } from '../pastel';

/** The API's large image is a 1000px square, its thumbnail 400px (ARCHITECTURE §5). */
const LARGE_SIZE = 1000;
const THUMBNAIL_SIZE = 400;

/**
 * The selected picture, large, with the product's thumbnails as buttons below it. The square
 * frame and the images' width and height hold the layout still while pictures load.
 */
export function ProductGallery({ product }: { product: Pick<Product, '_id' | 'name' | 'images'> }) {
  const [selected, setSelected] = useState(0);
  const { images } = product;
  const current = images[selected] ?? images[0];
  const pastel = pastelFor(product._id);

  return (
    <div className="flex flex-col gap-3">
      <div className={`aspect-square overflow-hidden rounded-2xl ${pastel}`}>
        {current ? (
          <img
            // A new element per picture, so the old one never shows under the new one's src.
            key={current.public_id}
            src={current.url}
            width={LARGE_SIZE}
            height={LARGE_SIZE}
            alt={
              selected === 0
                ? product.name
                : `${product.name}, picture ${selected + 1} of ${images.length}`
            }
            fetchPriority="high"
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="grid grid-cols-5 gap-2 sm:gap-3">
          {images.map((image, index) => (
            <li key={image.public_id}>
              <button
                type="button"
                aria-pressed={index === selected}
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                onClick={() => setSelected(index)}
                className={`block aspect-square w-full overflow-hidden rounded-xl border-2 ${pastel} ${
                  index === selected
                    ? 'border-coral-strong'
                    : 'border-transparent hover:border-ink/30'
                }`}
              >
                <img
                  src={image.thumbnailUrl}
                  width={THUMBNAIL_SIZE}
                  height={THUMBNAIL_SIZE}
                  alt=""
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
