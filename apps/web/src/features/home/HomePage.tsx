import { PAGE_SIZE } from '@littleloom/shared';
import { lazy, Suspense } from 'react';
import { HeroBanner } from './HeroBanner';
import { ProductShelf } from './ProductShelf';

/** At the bottom of the page: fetched after the first render rather than before it. */
const PolicyStrip = lazy(() => import('./PolicyStrip').then((m) => ({ default: m.PolicyStrip })));

export function HomePage() {
  return (
    <>
      <HeroBanner />
      <ProductShelf
        id="latest"
        title="Latest Collections"
        blurb="Fresh off the loom: the newest pieces in the shop."
        sort="new-arrivals"
        count={PAGE_SIZE.homeLatest}
        eager
      />
      {/* TEMPORARY: ranked by popularity until the best-seller endpoints
          (GET /api/products/best-selling-products) land; then this shelf reads those. */}
      <ProductShelf
        id="best-sellers"
        title="Best Sellers"
        blurb="The pieces parents come back for, again and again."
        sort="popularity"
        count={PAGE_SIZE.homeBestSellers}
      />
      <Suspense fallback={null}>
        <PolicyStrip />
      </Suspense>
    </>
  );
}
