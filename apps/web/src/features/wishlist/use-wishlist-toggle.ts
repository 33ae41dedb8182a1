import { useCallback } from 'react';
import type { WishlistItem } from '@littleloom/shared';
import { useShopperId } from '../accounts/use-session';
import { useLoginRedirect } from '../accounts/use-login-redirect';
import { useWishlistChange } from './use-wishlist-change';
import { useWishlist, wishlistProductId } from './wishlist-query';

export interface WishlistToggle {
  /** Whether the product is on the shopper's wishlist (false for a guest). */
  saved: boolean;
  /** True while the change is on its way. */
  pending: boolean;
  /** Adds or removes it; a guest goes to /login and comes back here. */
  toggle: () => void;
}

/** One product's place on the wishlist (storefront.md §4: it toggles on the product page). */
export function useWishlistToggle(productId: string): WishlistToggle {
  const signedIn = useShopperId() !== null;
  const sendToLogin = useLoginRedirect();
  const holds = useCallback(
    (items: WishlistItem[]) => items.some((item) => wishlistProductId(item) === productId),
    [productId],
  );
  const saved = useWishlist(holds).data ?? false;
  const change = useWishlistChange();
  const { mutate } = change;

  const toggle = useCallback(() => {
    if (!signedIn) sendToLogin();
    else mutate({ productId, action: saved ? 'remove' : 'add' });
  }, [signedIn, sendToLogin, mutate, productId, saved]);

  return { saved, pending: change.isPending, toggle };
}
