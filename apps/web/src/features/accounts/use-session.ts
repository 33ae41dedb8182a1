import { useQueryClient } from '@tanstack/react-query';
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

/** Cached server data that belongs to the signed-in shopper lives under this key prefix. */
export const ACCOUNT_QUERY_KEY = 'me';

export interface Session {
  /** The signed-in shopper, or null for a guest. */
  user: SessionUser | null;
  /** The bearer token, or null for a guest. */
  token: string | null;
  /** Clears the session and the shopper's cached data, then goes to /login. */
  logout: () => void;
}

/** The session store as React state (one snapshot object per change). */
export function useSessionSnapshot(): SessionSnapshot {
  return useSyncExternalStore(subscribeToSession, getSessionSnapshot, getSessionSnapshot);
}

/** The shopper's session: who is signed in, and a logout (storefront.md §2, §4). */
export function useSession(): Session {
  const { session } = useSessionSnapshot();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useCallback(() => {
    endSession();
    queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_KEY] });
    void navigate('/login');
  }, [navigate, queryClient]);
  return { user: session?.user ?? null, token: session?.token ?? null, logout };
}
