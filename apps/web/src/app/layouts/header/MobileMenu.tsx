import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../../features/accounts/use-session';
import { iconButtonClass } from '../../../ui/button-styles';
import { CloseIcon, MenuIcon } from '../../../ui/icons';
import { useDismiss } from '../../../ui/use-dismiss';
import { NAV_ITEMS } from './nav-items';

const MENU_ID = 'mobile-menu';

/** Only signed-in shoppers get these rows, so guests never download them (like the profile menu). */
const MobileAccountLinks = lazy(() =>
  import('./ProfileMenu').then((m) => ({ default: m.MobileAccountLinks })),
);

const rowClass = (isActive: boolean) =>
  `flex min-h-12 items-center rounded-xl px-4 font-bold tracking-[0.08em] ${
    isActive ? 'bg-peach-soft text-ink' : 'text-ink hover:bg-cream'
  }`;

/**
 * The menu button and panel on phones and tablets. It is a disclosure (not a modal): the page stays
 * usable, and it closes on a link, on Escape or on a tap outside.
 */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setIsOpen(false), []);
  const { user, logout } = useSession();
  useDismiss(isOpen, close, containerRef, buttonRef);

  return (
    <div ref={containerRef} className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Menu"
        aria-expanded={isOpen}
        aria-controls={MENU_ID}
        onClick={() => setIsOpen((open) => !open)}
        className={iconButtonClass}
      >
        {isOpen ? <CloseIcon /> : <MenuIcon />}
      </button>
      <nav
        id={MENU_ID}
        aria-label="Main"
        hidden={!isOpen}
        className="absolute inset-x-0 top-full border-b border-line bg-white shadow-lift"
      >
        <ul className="container-page flex flex-col gap-1 py-3">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                onClick={close}
                className={({ isActive }) => rowClass(isActive)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          {/* The header's account button is hidden on the narrowest phones; it is here instead. */}
          {user ? (
            <Suspense fallback={null}>
              <MobileAccountLinks user={user} onLogout={logout} onNavigate={close} />
            </Suspense>
          ) : (
            <li className="xs:hidden">
              <Link to="/login" onClick={close} className={rowClass(false)}>
                LOG IN
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
