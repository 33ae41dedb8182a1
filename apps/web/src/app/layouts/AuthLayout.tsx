import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { returnPath } from '../../features/accounts/auth-location';
import { SessionNotices } from '../../features/accounts/SessionNotices';
import { useSessionSnapshot } from '../../features/accounts/use-session';
import { ArrowRightIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import authIllustrationUrl from './auth-illustration.svg?no-inline';

/**
 * The frame of /login and /register (storefront.md §2): no shop header, just the brand and a
 * split card, the illustration beside the form on wide screens and the form alone on phones.
 * Someone already signed in is sent on (history replaced): to the page they were heading for,
 * else home. That is also how a fresh sign-in moves on.
 */
export function AuthLayout() {
  const { session, notice } = useSessionSnapshot();
  const location = useLocation();
  if (session) return <Navigate to={returnPath(location.state)} replace />;

  return (
    <div className="flex min-h-dvh flex-col bg-cream">
      {/* In this chunk already (account-pages.ts): no lazy slot, which would import the chunk. */}
      {notice ? <SessionNotices notice={notice} /> : null}
      <header className="container-page flex h-16 items-center justify-between gap-4 md:h-20">
        <Link
          to="/"
          aria-label="Little Loom home"
          className="-ml-1 inline-flex min-h-11 items-center rounded-full px-1"
        >
          <Logo markSize={30} />
        </Link>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-bold text-ink-muted hover:bg-ink/5 hover:text-ink"
        >
          Back to shop
          <ArrowRightIcon size={18} />
        </Link>
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-4 pb-12 sm:items-center sm:px-6"
      >
        <div className="grid w-full max-w-5xl overflow-hidden rounded-3xl border border-line bg-white shadow-lift md:grid-cols-[5fr_6fr]">
          <div
            aria-hidden="true"
            className="relative hidden flex-col justify-between gap-8 bg-mint-soft p-10 md:flex lg:p-12"
          >
            <div>
              <p className="flex items-center gap-3 text-sm font-bold tracking-[0.14em] text-ink">
                <span className="h-0.5 w-8 rounded-full bg-mint" />
                LITTLE LOOM
              </p>
              <p className="mt-3 text-3xl leading-tight font-bold tracking-tight text-ink lg:text-4xl">
                Soft clothes for little adventures.
              </p>
              <p className="mt-3 max-w-xs text-ink-muted">
                Save your sizes, track orders and check out in a tap.
              </p>
            </div>
            <img
              src={authIllustrationUrl}
              width={400}
              height={360}
              alt=""
              decoding="async"
              className="mx-auto h-auto w-full max-w-sm"
            />
          </div>
          <div className="px-5 py-8 sm:px-10 sm:py-12 lg:px-14">
            <Outlet />
          </div>
        </div>
      </main>
    </div>
  );
}
