import type { Product, StyleColour } from '@littleloom/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { keepScroll } from '../../../lib/keep-scroll';
import { productQuery } from './product-api';

/** What a swatch is called, to screen readers and in its tooltip. */
export function swatchLabel(colour: StyleColour): string {
  return colour.inStock ? colour.name : `${colour.name}, sold out`;
}

/**
 * The colours the product's style comes in, each a link to that colour's own product page. A
 * sold-out colour stays a link (its page says when it may return) but is dimmed and crossed.
 *
 * Moving between colours replaces the history entry rather than adding one: picking a colour is
 * choosing an option of one garment, like a size, so Back returns to the page the shopper came
 * from (the collection, a search) instead of stepping back through every colour they tried.
 */
export function ColourSwatches({ product }: { product: Product }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  if (product.colours.length <= 1) return null;

  const current =
    product.colours.find((colour) => colour.productId === product._id)?.name ??
    product.colour?.name;
  const prefetch = (productId: string) => void queryClient.prefetchQuery(productQuery(productId));

  return (
    <div role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 font-bold text-ink">
        Colour{current ? <span className="font-normal">: {current}</span> : null}
      </h2>
      <ul className="flex flex-wrap gap-1.5">
        {product.colours.map((colour) => {
          const isCurrent = colour.productId === product._id;
          const label = swatchLabel(colour);
          return (
            <li key={colour.productId}>
              <Link
                to={`/product/${colour.productId}`}
                replace
                // The page stays where it is: only the garment's colour changes.
                state={keepScroll()}
                aria-label={label}
                aria-current={isCurrent ? 'page' : undefined}
                title={label}
                onPointerEnter={() => prefetch(colour.productId)}
                onPointerDown={() => prefetch(colour.productId)}
                onFocus={() => prefetch(colour.productId)}
                className={`relative flex size-11 items-center justify-center rounded-full border-2 ${
                  isCurrent ? 'border-ink' : 'border-transparent hover:border-ink/40'
                }`}
              >
                <span
                  aria-hidden="true"
                  style={{ backgroundColor: colour.hex }}
                  className={`size-8 rounded-full ring-1 ring-ink/20 ring-inset ${
                    colour.inStock ? '' : 'opacity-40'
                  }`}
                />
                {colour.inStock ? null : (
                  <span
                    aria-hidden="true"
                    className="absolute h-0.5 w-9 rotate-45 rounded-full bg-ink/70"
                  />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
