import { NavLink } from 'react-router';
import { NAV_ITEMS } from './nav-items';

/** The nav links in a row, on laptops and wider; the active page gets a coral thread under it. */
export function DesktopNav() {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1 lg:gap-3">
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `relative inline-flex min-h-11 items-center rounded-full px-3 text-sm font-bold tracking-[0.08em] transition-colors ` +
                `after:absolute after:inset-x-3 after:bottom-1.5 after:h-0.5 after:rounded-full after:transition-colors ` +
                (isActive
                  ? 'text-ink after:bg-coral'
                  : 'text-ink-muted after:bg-transparent hover:text-ink hover:after:bg-line')
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
