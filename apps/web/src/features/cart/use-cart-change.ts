import type { CartReply } from '@littleloom/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { serverMessageOr } from '../../lib/api';
import { endedSession } from '../accounts/auth-fetch';
import { getSessionSnapshot } from '../accounts/session-store';
import { shopperIdOf, useShopperId } from '../accounts/use-session';
import { announceCartNotices } from './cart-notices';
import { cartQueryKey } from './cart-query';

/** Every change to the cart, so the app can tell when more than one is under way. */
const CART_CHANGE_KEY = ['cart-change'] as const;

/** How many cart changes have started since the cart was last quiet, per cache. */
const startedSinceQuiet = new WeakMap<QueryClient, number>();

interface CartChangeOptions<TVariables> {
  /** The call; `userId` is the signed-in shopper's. */
  request: (variables: TVariables, userId: string) => Promise<CartReply>;
  /**
   * The spec's words for the failure, used when the server gives none (storefront.md §8), such as
   * CART_MESSAGES.addFailed.
   */
  failure: string;
  /** Toast the server's message ('Item added to cart') once it succeeds. */
  announce?: boolean;
  /** After the new cart is stored. Runs even if the component that asked has gone. */
  onDone?: (reply: CartReply) => void;
  /**
   * Shows a refusal in its own way (a dialog, a message by a field) and returns true; returning
   * false leaves it to the usual toast. `message` is the server's, else `failure`.
   */
  onRefused?: (error: unknown, message: string) => boolean;
}

/**
 * One kind of change to the cart (add, a new quantity, remove, coupon, offer...). Its reply is the
 * whole cart: it becomes the cart query's data at once, so the page, the summary and the header's
 * badge all show it, and its notices are toasted. A failure is toasted in the server's words.
 *
 * Nothing is changed before the server answers, so a refusal leaves the screen as it was. Replies
 * of changes that ran side by side can arrive out of order, and a refusal may mean the cart moved
 * on (a line sold out): in both cases the cart is read again once the last change is done.
 */
export function useCartChange<TVariables = void>({
  request,
  failure,
  announce = false,
  onDone,
  onRefused,
}: CartChangeOptions<TVariables>) {
  const queryClient = useQueryClient();
  const userId = useShopperId();

  return useMutation({
    mutationKey: CART_CHANGE_KEY,
    mutationFn: (variables: TVariables) => request(variables, userId ?? ''),
    onMutate: () => {
      startedSinceQuiet.set(queryClient, (startedSinceQuiet.get(queryClient) ?? 0) + 1);
      return { ownerId: userId };
    },
    onSuccess: (reply, _variables, owner) => {
      // A reply that lands after the shopper signed out must not fill the next person's cache.
      const ownerId = owner?.ownerId;
      if (ownerId && shopperIdOf(getSessionSnapshot()) === ownerId) {
        queryClient.setQueryData(cartQueryKey(ownerId), reply.cart);
      }
      announceCartNotices(reply.cart.notices);
      if (announce && reply.message) toast.success(reply.message);
      onDone?.(reply);
    },
    onError: (error) => {
      // The session handling has taken over: /login or 'Account Blocked'.
      if (endedSession(error)) return;
      const message = serverMessageOr(error, failure);
      if (onRefused?.(error, message)) return;
      toast.error(message);
    },
    onSettled: (_reply, error, _variables, owner) => {
      // This change still counts as running here; others may be too.
      if (queryClient.isMutating({ mutationKey: CART_CHANGE_KEY }) > 1) return;
      const overlapped = (startedSinceQuiet.get(queryClient) ?? 0) > 1;
      startedSinceQuiet.delete(queryClient);
      const ownerId = owner?.ownerId;
      if (ownerId && (error || overlapped) && !endedSession(error)) {
        void queryClient.invalidateQueries({ queryKey: cartQueryKey(ownerId) });
      }
    },
  });
}
