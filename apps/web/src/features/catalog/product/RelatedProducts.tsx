import type { Product } from '@littleloom/shared';
import { SectionHeading } from '../../../ui/SectionHeading';
import { ProductResults } from '../ProductResults';
import { RELATED_COUNT, useRelatedProducts } from './product-api';

/** A shelf of up to five others from the same category; nothing at all when there are none. */
export function RelatedProducts({ product }: { product: Pick<Product, '_id' | 'category'> }) {
  const result = useRelatedProducts(product);
  if (result.isSuccess && result.data.products.length === 0) return null;

  return (
    <section aria-labelledby="related-heading" className="mt-16 sm:mt-20">
      <div className="mb-8">
        <SectionHeading id="related-heading" title="Related Products">
          More from {product.category.name}.
        </SectionHeading>
      </div>
      <ProductResults result={result} columns="shelf" skeletonCount={RELATED_COUNT} empty={null} />
    </section>
  );
}
