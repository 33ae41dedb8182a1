import { MSG } from '@littleloom/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AccountBlockedDialog } from './AccountBlockedDialog';
import type { SessionNotice } from './session-store';
import { clearSessionNotice } from './session-writes';
import { forgetShopperData } from './use-session';

/**
 * What happens when the server ends the session (auth-fetch.ts): the shopper's cached data is
 * dropped, then the app goes to /login (401: expired), or shows the 'Account Blocked' dialog
 * (403 with userBlocked; also after a refused sign-in). Loaded only when that happens.
 */
export function SessionNotices({ notice }: { notice: SessionNotice }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    forgetShopperData(queryClient);
  }, [notice, queryClient]);

  useEffect(() => {
    if (notice !== 'expired') return;
    clearSessionNotice();
    toast.error(MSG.sessionExpired, { id: 'session-expired' });
    if (pathname !== '/login') {
      void navigate('/login', { replace: true, state: { from: `${pathname}${search}` } });
    }
  }, [notice, navigate, pathname, search]);

  return notice === 'blocked' ? <AccountBlockedDialog onClose={clearSessionNotice} /> : null;
}
