import { PAGE_SIZE } from '@littleloom/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredData } from '../../lib/deferred-data';
import { ProductCard } from '../catalog/ProductCard';
import { ProductCardSkeleton } from '../catalog/ProductCardSkeleton';
import type { ProductListResult } from '../catalog/ProductResults';

/** storefront.md §9: the best-selling products block shows four. */
export const TOP_PRODUCT_COUNT = PAGE_SIZE.bestSellingProducts;

/**
 * The best-selling products of the home page's favourites section: four cards in a row on wide
 * screens, two by two on phones. Failures are the section's to show; with nothing sold yet the
 * block is left out.
 */
export function TopProducts({ result }: { result: UseQueryResult<ProductListResult> }) {
  // Drawn in the background, in short slices rather than one long task (lib/deferred-data.ts).
  const data = useDeferredData(result.data);
  if (result.isError || data?.products.length === 0) return null;
  return (
    <div className="lg:col-span-2">
      <h3 className="mb-4 text-lg font-bold text-ink">Top products</h3>
      <ul
        aria-busy={data === undefined}
        className="grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-4"
      >
        {data
          ? data.products.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} />
              </li>
            ))
          : Array.from({ length: TOP_PRODUCT_COUNT }, (_, index) => (
              <li key={index}>
                <ProductCardSkeleton />
              </li>
            ))}
      </ul>
    </div>
  );
}
