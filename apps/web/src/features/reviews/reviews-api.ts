import type { ProductReviewsPage, ReviewSort } from '@littleloom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

export const reviewKeys = {
  /** Everything cached about a product's reviews: its pages and the shopper's own review. */
  product: (productId: string) => ['product-reviews', productId] as const,
  pages: (productId: string) => ['product-reviews', productId, 'pages'] as const,
  page: (productId: string, page: number, sort: ReviewSort) =>
    ['product-reviews', productId, 'pages', page, sort] as const,
  /** Keyed by the shopper too, so whoever signs in next on this browser never sees it. */
  own: (productId: string, userId: string) =>
    ['product-reviews', productId, 'own', userId] as const,
};

/** A page of a product's published reviews (GET /api/products/:id/reviews). */
export async function fetchProductReviews(
  productId: string,
  page: number,
  sort: ReviewSort,
  signal?: AbortSignal,
): Promise<ProductReviewsPage> {
  const query = new URLSearchParams({ page: String(page), sort });
  return apiFetch<ProductReviewsPage>(
    `/api/products/${encodeURIComponent(productId)}/reviews?${query}`,
    { signal },
  );
}

/** The request for a page of reviews, for the hook below and for fetching it ahead. */
export function productReviewsQuery(productId: string, page: number, sort: ReviewSort) {
  return {
    queryKey: reviewKeys.page(productId, page, sort),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchProductReviews(productId, page, sort, signal),
  };
}

/** The reviews a product page opens on: the newest first, the first page. */
export const FIRST_REVIEWS = { page: 1, sort: 'newest' } as const satisfies {
  page: number;
  sort: ReviewSort;
};

/** Keeps the page shown while the next one loads, so the list does not jump. */
export const useProductReviews = (productId: string, page: number, sort: ReviewSort) =>
  useQuery({
    ...productReviewsQuery(productId, page, sort),
    placeholderData: keepPreviousData,
  });
