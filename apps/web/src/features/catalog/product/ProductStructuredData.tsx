import {
  breadcrumbStructuredData,
  productStructuredData,
  type Product,
  type ProductReview,
} from '@littleloom/shared';
import { useShopOrigin } from '../../../lib/page-from-server';
import { SHOP_TIME_ZONE } from '../../../lib/shop-time';
import { JsonLdScript } from '../../../ui/JsonLdScript';
import { FIRST_REVIEWS, useProductReviews } from '../../reviews/reviews-api';
import { categoryCrumbs } from '../catalog-breadcrumbs';

/**
 * The product as search engines read it (JSON-LD), and where it sits in the shop (the page's
 * breadcrumb). Its rating and the reviews the page lists first go in only when buyers have
 * reviewed it.
 */
export function ProductStructuredData({ product }: { product: Product }) {
  return (
    <>
      {product.reviewCount > 0 ? (
        <ReviewedProductData product={product} />
      ) : (
        <ProductData product={product} />
      )}
      <ProductBreadcrumbData product={product} />
    </>
  );
}

/** The first page of reviews comes from the same request as the page's own list. */
function ReviewedProductData({ product }: { product: Product }) {
  const firstPage = useProductReviews(product._id, FIRST_REVIEWS.page, FIRST_REVIEWS.sort);
  return <ProductData product={product} reviews={firstPage.data?.reviews} />;
}

function ProductData({
  product,
  reviews,
}: {
  product: Product;
  reviews?: readonly ProductReview[] | undefined;
}) {
  const origin = useShopOrigin();
  if (origin === undefined) return null;
  const url = new URL(`/product/${product._id}`, origin).href;
  const data = productStructuredData(product, {
    url,
    timeZone: SHOP_TIME_ZONE,
    ...(reviews ? { reviews } : {}),
  });
  return <JsonLdScript data={data} />;
}

/** Home / Collection / <category> / <name>, as the page's breadcrumb shows it. */
function ProductBreadcrumbData({ product }: { product: Product }) {
  const origin = useShopOrigin();
  if (origin === undefined) return null;
  const crumbs = [
    ...categoryCrumbs(origin, product.category),
    { name: product.name, url: new URL(`/product/${product._id}`, origin).href },
  ];
  return <JsonLdScript data={breadcrumbStructuredData(crumbs)} />;
}
