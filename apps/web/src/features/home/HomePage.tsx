import { PAGE_SIZE } from '@littleloom/shared';
import { lazy, Suspense } from 'react';
import { useIsPrerender } from '../../lib/is-prerender';
import { productListQuery, useProductList } from '../catalog/use-product-list';
import type { PageDataPrefetch } from '../../lib/page-data';
import {
  BEST_SELLERS_ERROR,
  bestSellingProductsQuery,
  useBestSellingProducts,
} from './best-sellers-api';
import { HeroBanner } from './HeroBanner';
import { ProductShelf } from './ProductShelf';
import { PageMeta } from '../../ui/PageMeta';
import { ShareMeta } from '../../ui/ShareMeta';
import { ShopStructuredData } from '../../ui/ShopStructuredData';

/** The footer's words for the shop, as search results show it. */
const HOME_DESCRIPTION =
  'Little Loom: soft, honest clothes and everyday goods for babies and children, chosen by parents in Bengaluru and delivered across India.';

/** Below the fold: their code is fetched after the first render rather than before it. */
const FavouritesSection = lazy(() =>
  import('./FavouritesSection').then((m) => ({ default: m.FavouritesSection })),
);
const PolicyStrip = lazy(() => import('./PolicyStrip').then((m) => ({ default: m.PolicyStrip })));

/**
 * storefront.md §2: the welcome hero, Latest Collections, Best Sellers and the best-selling
 * products, categories and brands ("Shop by favourites"), then the policy strip.
 */
export function HomePage() {
  return (
    <>
      <title>Little Loom — clothes and goods for little ones</title>
      <PageMeta description={HOME_DESCRIPTION} canonicalPath="/" />
      <ShareMeta
        title="Little Loom — clothes and goods for little ones"
        description={HOME_DESCRIPTION}
        path="/"
      />
      <ShopStructuredData />
      <HeroBanner />
      <LatestShelf />
      <BestSellersShelf />
      <Favourites />
      <Suspense fallback={null}>
        <PolicyStrip />
      </Suspense>
    </>
  );
}

/** Holds roughly the section's height while its code arrives, so the page moves less. */
const favouritesPlaceholder = <div className="mt-16 min-h-[56rem] sm:mt-20" />;

/**
 * The favourites section is drawn in the browser only: its first draw depends on three lists,
 * which may well have arrived by the time React reaches this part of a prerendered page, so the
 * prerender keeps its place instead.
 */
function Favourites() {
  if (useIsPrerender()) return favouritesPlaceholder;
  return (
    <Suspense fallback={favouritesPlaceholder}>
      <FavouritesSection />
    </Suspense>
  );
}

/** The newest products, for the first shelf. */
const LATEST = { sort: 'new-arrivals', limit: PAGE_SIZE.homeLatest } as const;

/** Starts the home page's shelves' requests for a visit that opens on it (app/routing). */
export const prefetchHome: PageDataPrefetch = (queryClient) =>
  Promise.all([
    queryClient.prefetchQuery(productListQuery(LATEST)),
    queryClient.prefetchQuery(bestSellingProductsQuery),
  ]);

function LatestShelf() {
  const result = useProductList(LATEST);
  return (
    <ProductShelf
      id="latest"
      title="Latest Collections"
      blurb="Fresh off the loom: the newest pieces in the shop."
      result={result}
      count={PAGE_SIZE.homeLatest}
      emptyText="New pieces are on the loom. Please check back soon."
      eager
    />
  );
}

function BestSellersShelf() {
  const result = useBestSellingProducts(PAGE_SIZE.homeBestSellers);
  return (
    <ProductShelf
      id="best-sellers"
      title="Best Sellers"
      blurb="The pieces parents come back for, again and again."
      result={result}
      count={PAGE_SIZE.homeBestSellers}
      emptyText="Our best sellers will show here once the first orders are in."
      errorText={BEST_SELLERS_ERROR}
    />
  );
}
