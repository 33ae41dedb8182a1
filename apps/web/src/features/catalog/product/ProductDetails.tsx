import type { Product } from '@littleloom/shared';
import { useId, useRef, useState } from 'react';
import { ProductPrice } from '../ProductPrice';
import { isSoldOut } from '../stock';
import { ShopBreadcrumb } from '../ShopBreadcrumb';
import { ColourSwatches } from './ColourSwatches';
import { ProductActions } from './ProductActions';
import { ProductGallery } from './ProductGallery';
import { ProductReviews } from '../../reviews/ProductReviews';
import { DeliveryCheck } from '../../shipping/DeliveryCheck';
import { ProductStructuredData } from './ProductStructuredData';
import { productMetaDescription } from './product-meta';
import { RatingStars } from './RatingStars';
import { RelatedProducts } from './RelatedProducts';
import { SaleEndNote } from './SaleEndNote';
import { SizeChips } from './SizeChips';
import { PageMeta } from '../../../ui/PageMeta';
import { ProductShareMeta } from './ProductShareMeta';

/** A product on sale, as storefront.md §2 lays out the product page. */
export function ProductDetails({ product }: { product: Product }) {
  // The size the shopper picked, and what Add to Cart found wrong with it (size-choice.ts).
  const [size, setSize] = useState<string | null>(null);
  const [sizeProblem, setSizeProblem] = useState<string | null>(null);
  const sizeProblemId = useId();
  const sizesRef = useRef<HTMLDivElement>(null);
  const soldOut = isSoldOut(product.sizes);

  const showSizeProblem = (problem: string | null) => {
    setSizeProblem(problem);
    // On phones Add to Cart rides at the foot of the screen, often far below the sizes: bring
    // them, and the message beside them, into view.
    if (problem) sizesRef.current?.scrollIntoView?.({ block: 'center' });
  };

  const chooseSize = (chosen: string) => {
    setSize(chosen);
    setSizeProblem(null);
  };

  return (
    <div className="container-page py-4 sm:py-8">
      <title>{`${product.name} · Little Loom`}</title>
      <PageMeta
        description={productMetaDescription(product)}
        canonicalPath={`/product/${product._id}`}
      />
      <ProductShareMeta product={product} />
      <ProductStructuredData product={product} />
      <ShopBreadcrumb category={product.category} current={product.name} />

      <div className="mt-4 grid gap-8 md:grid-cols-2 lg:gap-14">
        <ProductGallery product={product} />

        <div className="flex flex-col gap-5">
          <div>
            <p className="text-sm font-bold tracking-[0.08em] text-ink-muted uppercase">
              {product.brand}
            </p>
            <h1 className="mt-1 text-3xl leading-tight font-bold tracking-tight text-ink sm:text-4xl">
              {product.name}
            </h1>
            <div className="mt-2">
              <RatingStars
                averageRating={product.averageRating}
                reviewCount={product.reviewCount}
              />
            </div>
          </div>

          <div>
            <ProductPrice price={product.price} discountPrice={product.discountPrice} size="lg" />
            <SaleEndNote product={product} />
          </div>

          <ColourSwatches product={product} />

          <div ref={sizesRef}>
            <SizeChips
              sizes={product.sizes}
              selected={size}
              onSelect={chooseSize}
              describedBy={sizeProblem ? sizeProblemId : undefined}
            />
            {sizeProblem ? (
              <p id={sizeProblemId} role="alert" className="mt-3 font-bold text-coral-strong">
                {sizeProblem}
              </p>
            ) : null}
            {soldOut ? (
              <p className="mt-3 font-bold text-ink">Sold out in every size for now.</p>
            ) : null}
          </div>

          <ProductActions product={product} size={size} onSizeProblem={showSizeProblem} />

          <DeliveryCheck />

          <div className="border-t border-line pt-5">
            <h2 className="font-bold text-ink">Description</h2>
            <p className="mt-2 whitespace-pre-line text-ink-muted">{product.description}</p>
          </div>
        </div>
      </div>

      <ProductReviews
        productId={product._id}
        averageRating={product.averageRating}
        reviewCount={product.reviewCount}
      />

      <RelatedProducts product={product} />
    </div>
  );
}
