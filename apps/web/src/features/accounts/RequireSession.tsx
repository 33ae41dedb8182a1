import { Navigate, Outlet, useLocation } from 'react-router';
import { useSessionSnapshot } from './use-session';

/**
 * The guard around the shopper's own pages (storefront.md §2, §6): a guest is sent to /login,
 * replacing this entry in the history, and comes back here after signing in.
 */
export function RequireSession() {
  const { session } = useSessionSnapshot();
  const { pathname, search, hash } = useLocation();
  if (!session) {
    return <Navigate to="/login" replace state={{ from: `${pathname}${search}${hash}` }} />;
  }
  return <Outlet />;
}
