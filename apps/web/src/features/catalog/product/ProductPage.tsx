import { MSG } from '@littleloom/shared';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { useDeferredData } from '../../../lib/deferred-data';
import { buttonClass } from '../../../ui/button-styles';
import { ErrorState } from '../../../ui/ErrorState';
import { isNotFound, useProduct } from './product-api';
import { ProductDetails } from './ProductDetails';
import { PageMeta } from '../../../ui/PageMeta';
import { useNotFoundStatus } from '../../../lib/page-status';

/** /product/:id (storefront.md §2): one product, or 'Product not found.' with a way back. */
export function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  // The page is drawn in the background, the skeleton staying until it is ready.
  const shown = useDeferredData(product.data);

  if (product.isError) {
    if (isNotFound(product.error)) return <ProductNotFound />;
    return (
      <div className="container-page py-10">
        <ErrorState
          message={errorMessage(product.error)}
          onRetry={() => void product.refetch()}
          retrying={product.isFetching}
        />
      </div>
    );
  }
  // The skeleton stays until the deferred copy is this product; a fresh copy of the same product
  // (read again after a review changed its figures) replaces the page in place, without a flash.
  if (product.isPending || shown?._id !== product.data._id) return <ProductSkeleton />;
  // Keyed by product, so moving to a related product starts afresh (first picture, no size).
  return <ProductDetails key={shown._id} product={shown} />;
}

function ProductNotFound() {
  useNotFoundStatus();
  return (
    <div className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <title>Product not found · Little Loom</title>
      <PageMeta noindex />
      <h1 className="text-3xl font-bold tracking-tight text-ink">{MSG.productNotFound}</h1>
      <p className="mt-3 max-w-md text-lg text-ink-muted">
        It may have been taken off the shelf, or the link may be mistyped.
      </p>
      <Link to="/collection" className={buttonClass('primary', 'mt-8')}>
        Browse the collection
      </Link>
    </div>
  );
}

/** The product page's shape in grey while it loads, so nothing jumps when it arrives. */
function ProductSkeleton() {
  return (
    <div className="container-page py-4 sm:py-8" aria-busy="true">
      <p className="sr-only">Loading product</p>
      <div aria-hidden="true" className="animate-pulse">
        <div className="flex h-11 items-center">
          <div className="h-3.5 w-64 max-w-full rounded-full bg-line" />
        </div>
        <div className="mt-4 grid gap-8 md:grid-cols-2 lg:gap-14">
          <div className="aspect-square rounded-2xl bg-line" />
          <div className="flex flex-col gap-4">
            <div className="h-4 w-24 rounded-full bg-line" />
            <div className="h-9 w-4/5 rounded-full bg-line" />
            <div className="h-5 w-40 rounded-full bg-line" />
            <div className="h-8 w-48 rounded-full bg-line" />
            <div className="mt-4 flex flex-wrap gap-2.5">
              {Array.from({ length: 4 }, (_, index) => (
                <div key={index} className="h-14 w-20 rounded-full bg-line" />
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
