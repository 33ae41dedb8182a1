import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import {
  endSession,
  getSessionSnapshot,
  subscribeToSession,
  type SessionSnapshot,
  type SessionUser,
} from './session-store';

export type { SessionUser } from './session-store';

/**
 * The key prefixes of cached server data that belongs to the signed-in shopper: their account,
 * their cart and their wishlist. All of it is dropped when the session ends, so whoever signs in
 * next on this browser sees none of it.
 */
export const SHOPPER_QUERY_KEYS = { account: 'me', cart: 'cart', wishlist: 'wishlist' } as const;

/** Cached server data about the account itself lives under this key prefix. */
export const ACCOUNT_QUERY_KEY = SHOPPER_QUERY_KEYS.account;

/** Drops every cached answer that belongs to the shopper (logout, or a session the server ended). */
export function forgetShopperData(queryClient: QueryClient): void {
  for (const prefix of Object.values(SHOPPER_QUERY_KEYS)) {
    queryClient.removeQueries({ queryKey: [prefix] });
  }
}

export interface Session {
  /** The signed-in shopper, or null for a guest. */
  user: SessionUser | null;
  /** The bearer token, or null for a guest. */
  token: string | null;
  /** Clears the session and the shopper's cached data, then goes to /login. */
  logout: () => void;
}

/** What the server draws every page as: nobody signed in (it is never told who is). */
const GUEST_SNAPSHOT: SessionSnapshot = { session: null, notice: null };
const guestSnapshot = () => GUEST_SNAPSHOT;

/**
 * The session store as React state (one snapshot object per change). While React takes over a page
 * drawn ahead (on the server or by the build), it is a guest's, as that page was drawn: React
 * adopts the page as it is rather than drawing it again, then shows the shopper's own state.
 */
export function useSessionSnapshot(): SessionSnapshot {
  return useSyncExternalStore(subscribeToSession, getSessionSnapshot, guestSnapshot);
}

/** The shopper's session: who is signed in, and a logout (storefront.md §2, §4). */
export function useSession(): Session {
  const { session } = useSessionSnapshot();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useCallback(() => {
    endSession();
    forgetShopperData(queryClient);
    void navigate('/login');
  }, [navigate, queryClient]);
  return { user: session?.user ?? null, token: session?.token ?? null, logout };
}

/**
 * The signed-in shopper's id, the key their cart and wishlist are cached under; null for a guest.
 * An old stored user without an id still has a session: the server reads the account from the
 * token, so 'current' stands in.
 */
export function shopperIdOf({ session }: SessionSnapshot): string | null {
  if (!session) return null;
  return session.user._id ?? session.user.id ?? 'current';
}

/** The signed-in shopper's id as React state (see shopperIdOf). */
export function useShopperId(): string | null {
  return shopperIdOf(useSessionSnapshot());
}
