import type { QueryClient } from '@tanstack/react-query';
import { productKeys } from '../catalog/products-api';
import { reviewKeys } from './reviews-api';

/**
 * After the shopper wrote, edited or deleted their review: the product's pages of reviews, and
 * its average and count wherever the product is shown (its page, the cards), are read again.
 */
export function refreshAfterReviewChange(queryClient: QueryClient, productId: string): void {
  void queryClient.invalidateQueries({ queryKey: reviewKeys.pages(productId) });
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
}
