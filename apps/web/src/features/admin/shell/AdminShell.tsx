import { MSG } from '@littleloom/shared';
import { Suspense, useCallback, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LogoMark } from '../../../ui/Logo';
import { MenuIcon } from '../../../ui/icons/MenuIcon';
import { PageMeta } from '../../../ui/PageMeta';
import { ADMIN_HOME } from '../admin-menu';
import { clearAdminSession } from '../session/admin-session';
import { AdminDrawer } from './AdminDrawer';
import { AdminNav } from './AdminNav';
import { LogoutIcon } from './menu-icons';

/**
 * The back office frame (back-office.md §2): a top bar with the logo, 'Admin Panel' and Logout;
 * the menu on the left (a drawer on narrow screens); the screen in the content area.
 */
export function AdminShell() {
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const logout = () => {
    clearAdminSession();
    toast.success(MSG.loggedOut);
    void navigate('/admin/login', { replace: true });
  };

  return (
    <div className="min-h-dvh bg-slate-100 text-slate-900">
      {/* The back office is for the shop's admins only: no screen of it belongs in search results. */}
      <PageMeta noindex />
      <a
        href="#admin-main"
        className="sr-only rounded-lg bg-slate-900 px-4 py-2 text-sm font-bold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-2 sm:px-4">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label="Menu"
          aria-expanded={drawerOpen}
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
        >
          <MenuIcon size={22} />
        </button>
        <Link
          to={ADMIN_HOME}
          className="flex min-w-0 items-center gap-2.5 rounded-lg px-1 py-1 lg:w-56"
          aria-label="Little Loom Admin Panel, home"
        >
          <LogoMark size={28} className="shrink-0" />
          <span className="hidden text-base leading-none font-bold whitespace-nowrap text-ink sm:inline">
            Little <span className="text-coral-strong">Loom</span>
          </span>
        </Link>
        <span aria-hidden="true" className="hidden h-6 w-px bg-slate-200 sm:block" />
        <p className="truncate px-1 text-sm font-bold tracking-wide text-slate-600 uppercase sm:px-2">
          Admin Panel
        </p>
        <button
          type="button"
          onClick={logout}
          className="ml-auto inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-bold text-slate-700 hover:bg-slate-50"
        >
          <LogoutIcon size={16} />
          Logout
        </button>
      </header>
      <div className="flex">
        <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-60 shrink-0 overflow-y-auto border-r border-slate-200 bg-white p-3 lg:block">
          <AdminNav />
        </aside>
        <main
          id="admin-main"
          tabIndex={-1}
          className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6"
        >
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <AdminDrawer open={drawerOpen} onClose={closeDrawer}>
        <AdminNav onNavigate={closeDrawer} />
      </AdminDrawer>
    </div>
  );
}

/** While a screen's code arrives: the heading's place, held still. */
function ScreenLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <div className="h-8 w-40 animate-pulse rounded bg-slate-200" />
      <div className="h-64 animate-pulse rounded-xl bg-slate-200/70" />
    </div>
  );
}
