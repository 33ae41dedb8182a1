import { WISHLIST_MESSAGES } from '@littleloom/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { serverMessageOr } from '../../lib/api';
import { endedSession } from '../accounts/auth-fetch';
import { getSessionSnapshot } from '../accounts/session-store';
import { shopperIdOf, useShopperId } from '../accounts/use-session';
import { addToWishlistRequest, removeFromWishlistRequest } from './wishlist-api';
import { wishlistQueryKey } from './wishlist-query';

export interface WishlistChange {
  productId: string;
  action: 'add' | 'remove';
  /** No toast on success: the caller says something better (a move to the cart). */
  quiet?: boolean;
}

/**
 * Puts a product on the wishlist or takes it off. The reply (the whole list) becomes the wishlist
 * query's data, so hearts, the wishlist page and the header's badge change together. The server's
 * message is toasted: 'Added to wishlist', 'Product already in wishlist.', 'Removed from wishlist',
 * or why it failed. Nothing changes on screen before the server answers.
 */
export function useWishlistChange() {
  const queryClient = useQueryClient();
  const userId = useShopperId();

  return useMutation({
    mutationFn: ({ productId, action }: WishlistChange) =>
      action === 'add' ? addToWishlistRequest(productId) : removeFromWishlistRequest(productId),
    onMutate: () => ({ ownerId: userId }),
    onSuccess: (reply, change, owner) => {
      // A reply that lands after the shopper signed out must not fill the next person's cache.
      const ownerId = owner?.ownerId;
      if (ownerId && shopperIdOf(getSessionSnapshot()) === ownerId) {
        queryClient.setQueryData(wishlistQueryKey(ownerId), reply.items);
      }
      if (change.quiet) return;
      // The server words each outcome: 'Added to wishlist', 'Product already in wishlist.', ...
      if (!reply.message) return;
      if (change.action === 'add' && reply.added === false) toast.info(reply.message);
      else toast.success(reply.message);
    },
    onError: async (error, change, owner) => {
      // The list may have moved on (a product taken off sale): read it again.
      if (owner?.ownerId) {
        void queryClient.invalidateQueries({ queryKey: wishlistQueryKey(owner.ownerId) });
      }
      // The session handling has taken over: /login or 'Account Blocked'.
      if (endedSession(error)) return;
      toast.error(serverMessageOr(error, fallbackFor(change.action)));
    },
  });
}

/**
 * The spec's words for a failure the server did not word. It has none for a failed add, so that
 * one names the list it could not refresh.
 */
function fallbackFor(action: WishlistChange['action']): string {
  return action === 'add' ? WISHLIST_MESSAGES.fetchFailed : WISHLIST_MESSAGES.removeFailed;
}
