import type { OwnReviewState } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { useShopperId } from '../accounts/use-session';
import { fetchOwnReviewState } from './own-review-api';
import { reviewKeys } from './reviews-api';

/** The signed-in shopper's review of the product, or whether they may write one; never asked for a guest. */
export function useOwnReviewState(productId: string) {
  const userId = useShopperId();
  return useQuery<OwnReviewState>({
    queryKey: reviewKeys.own(productId, userId ?? ''),
    queryFn: ({ signal }) => fetchOwnReviewState(productId, signal),
    enabled: userId !== null,
  });
}
