import type { Product } from './api';
import type { ProductReview } from './api-reviews';
import { SHOP_NAME } from './constants';
import type { JsonLd } from './json-ld';
import { productSaleLastDay } from './sale-ends';

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

/** One step of a breadcrumb trail: what the page is called and its full address. */
export interface Crumb {
  name: string;
  url: string;
}

/**
 * Where a page sits in the shop, as search results show it under the page's title (schema.org
 * BreadcrumbList), from the top of the shop down to the page itself. Every step keeps its address,
 * the last one too: a page reached by another address (a tracking tag, another sort) still names
 * the one it is known by.
 */
export function breadcrumbStructuredData(
  crumbs: readonly Crumb[],
): JsonLd & { '@context': string } {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
