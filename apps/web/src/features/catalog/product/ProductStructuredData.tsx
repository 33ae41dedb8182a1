import {
  jsonLdText,
  productStructuredData,
  type Product,
  type ProductReview,
} from '@littleloom/shared';
import { SHOP_TIME_ZONE } from '../../../lib/shop-time';
import { useProductReviews } from '../../reviews/reviews-api';

/**
 * The product as search engines read it (JSON-LD). Its rating and the reviews the page lists first
 * go in only when buyers have reviewed it.
 */
export function ProductStructuredData({ product }: { product: Product }) {
  return product.reviewCount > 0 ? (
    <ReviewedProductData product={product} />
  ) : (
    <JsonLdScript product={product} />
  );
}

/** The first page of reviews comes from the same request as the page's own list. */
function ReviewedProductData({ product }: { product: Product }) {
  const firstPage = useProductReviews(product._id, 1, 'newest');
  return <JsonLdScript product={product} reviews={firstPage.data?.reviews} />;
}

function JsonLdScript({
  product,
  reviews,
}: {
  product: Product;
  reviews?: readonly ProductReview[] | undefined;
}) {
  const url = new URL(`/product/${product._id}`, window.location.origin).href;
  const data = productStructuredData(product, {
    url,
    timeZone: SHOP_TIME_ZONE,
    ...(reviews ? { reviews } : {}),
  });
  return (
    <script
      type="application/ld+json"
      // Escaped by jsonLdText: no text of the product or its reviews can end the script element.
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
