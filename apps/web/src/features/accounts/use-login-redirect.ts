import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AuthLocationState } from './auth-location';

/**
 * For a guest who presses something only a shopper can do (Add to Cart, the wishlist heart): goes
 * to /login, which brings them back here once they have signed in (auth-location.ts).
 */
export function useLoginRedirect(): () => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(() => {
    const state: AuthLocationState = { from: `${pathname}${search}${hash}` };
    void navigate('/login', { state });
  }, [navigate, pathname, search, hash]);
}
