import { lazy, Suspense } from 'react';
import { useSessionSnapshot } from '../../features/accounts/use-session';

/**
 * Its code is fetched only when a session actually ends on the server's word, with the sign-in
 * pages (account-pages.ts) that usually come next.
 */
const SessionNotices = lazy(() =>
  import('../account-pages').then((m) => ({ default: m.SessionNotices })),
);

/** Sits in every shopper layout; renders nothing until the server ends the session. */
export function SessionNoticeSlot() {
  const { notice } = useSessionSnapshot();
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <SessionNotices notice={notice} />
    </Suspense>
  );
}
