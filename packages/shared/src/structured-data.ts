import type { Product } from './api';
import type { ProductReview } from './api-reviews';
import { SHOP_NAME } from './constants';
import { productSaleLastDay } from './sale-ends';

/** A schema.org object as JSON-LD carries it. */
export type JsonLd = { '@type': string } & Record<string, unknown>;

const inStock = (product: Product) => product.sizes.some((size) => size.stock > 0);

/** A buyer's review, as schema.org's Review of the product it sits in. */
const reviewLd = (review: ProductReview): JsonLd => ({
  '@type': 'Review',
  name: review.title,
  reviewBody: review.body,
  datePublished: review.createdAt.slice(0, 10),
  author: { '@type': 'Person', name: review.reviewerName },
  reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
});

/**
 * The product as search engines read it (schema.org Product with its Offer in rupees). Its rating
 * and reviews are included only when buyers have reviewed it, and only as they are: the average
 * and count the product page shows and the reviews it lists. A sale price that ends says until
 * when it holds (`priceValidUntil`, its last day).
 */
export function productStructuredData(
  product: Product,
  /**
   * The product page's full address, the reviews the page shows first, and the shop's time zone,
   * whose calendar a sale's last day is read in.
   */
  options: { url: string; reviews?: readonly ProductReview[]; timeZone: string },
): JsonLd & { '@context': string } {
  const rated = product.averageRating !== null && product.reviewCount > 0;
  const reviews = rated ? (options.reviews ?? []) : [];
  const lastDay = productSaleLastDay(product, options.timeZone);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product._id,
    // Absolute, as search engines want them; the shop serves its pictures under its own address.
    image: product.images.map((image) => new URL(image.url, options.url).href),
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category.name,
    ...(product.colour ? { color: product.colour.name } : {}),
    offers: {
      '@type': 'Offer',
      url: options.url,
      priceCurrency: 'INR',
      price: (product.discountPrice ?? product.price).toFixed(2),
      ...(lastDay === undefined ? {} : { priceValidUntil: lastDay }),
      availability: inStock(product)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP_NAME },
    },
    ...(rated
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews.length > 0 ? { review: reviews.map(reviewLd) } : {}),
  };
}

/** JSON-LD text safe inside a script element: no "</script>" or comment opener can end it early. */
export const jsonLdText = (data: JsonLd) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
