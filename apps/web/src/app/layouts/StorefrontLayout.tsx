import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { SessionNoticeSlot } from './SessionNoticeSlot';
import { useSessionCheck } from '../../features/accounts/session-check';
import { useIsSearchPage } from '../../features/catalog/search/search-route';
import { useSearchBar } from '../../features/catalog/search/use-search-bar';
import { useIsPrerender } from '../../lib/is-prerender';
import { Header } from './header/Header';

/** The shop's frame (storefront.md §2): header, the search bar slot, the page, the footer. */
export function StorefrontLayout() {
  // A session the server has ended (blocked, expired) is noticed on the shop's public pages too.
  useSessionCheck();
  // A page that arrives drawn shows its buttons and fields before the app runs; until the app has
  // taken the page over they are disabled, so a tap is never silently lost (links work as they are).
  const waitingForApp = useIsPrerender();
  return (
    <div className="flex min-h-dvh flex-col">
      <fieldset disabled={waitingForApp} className="contents">
        <SessionNoticeSlot />
        <a
          href="#main"
          className="sr-only rounded-full bg-ink px-4 py-2 font-bold text-cream focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
        >
          Skip to content
        </a>
        <Header />
        <SearchBarSlot />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </fieldset>
    </div>
  );
}

/**
 * The footer sits below the fold on every page, so its code follows the first render instead of
 * delaying it (ARCHITECTURE §11 budget); nothing above it moves when it arrives.
 */
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/** Loaded when first opened: pages without the bar (home first of all) do not carry it. */
const SearchBar = lazy(() =>
  import('../../features/catalog/search/SearchBar').then((m) => ({ default: m.SearchBar })),
);

/** The search bar shows only on collection pages, and only while it is toggled open. */
function SearchBarSlot() {
  const onSearchPage = useIsSearchPage();
  const { isOpen } = useSearchBar();
  if (!onSearchPage || !isOpen) return null;
  return (
    <Suspense fallback={<div className="h-[4.3rem] border-b border-line bg-white/70" />}>
      <SearchBar />
    </Suspense>
  );
}
