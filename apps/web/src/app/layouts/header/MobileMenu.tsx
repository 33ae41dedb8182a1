import { useCallback, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { iconButtonClass } from '../../../ui/button-styles';
import { CloseIcon, MenuIcon } from '../../../ui/icons';
import { useDismiss } from '../../../ui/use-dismiss';
import { NAV_ITEMS } from './nav-items';

const MENU_ID = 'mobile-menu';

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
        </ul>
      </nav>
    </div>
  );
}
