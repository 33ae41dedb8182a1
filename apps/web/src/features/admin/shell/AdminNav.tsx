import { NavLink, useLocation } from 'react-router';
import { useShopConfig } from '../../../lib/shop-config';
import { ADMIN_MENU, type AdminMenuEntry } from '../admin-menu';

interface AdminNavProps {
  /** Called after an entry is chosen (the phone drawer closes itself with it). */
  onNavigate?: () => void;
}

/**
 * The admin menu: every entry of the spec's table, in order. Entries whose screen is not built
 * yet are shown greyed out and are not links, so nobody lands on an empty page. An entry tied to a
 * setting (the Mail outbox) shows only while the shop's settings have it on.
 */
export function AdminNav({ onNavigate }: AdminNavProps) {
  const { data: config } = useShopConfig();
  const { pathname } = useLocation();
  const entries = (ADMIN_MENU as readonly AdminMenuEntry[]).filter(
    ({ onlyWith }) => onlyWith === undefined || config?.[onlyWith] === true,
  );
  return (
    <nav aria-label="Admin">
      <ul className="flex flex-col gap-0.5">
        {entries.map(({ label, path, available, Icon, alsoActiveOn }) => (
          <li key={path}>
            {available ? (
              <NavLink
                to={path}
                onClick={onNavigate}
                className={({ isActive }) =>
                  'relative flex min-h-10 items-center gap-3 rounded-lg px-3 text-sm font-bold transition-colors duration-150 ' +
                  (isActive || alsoActiveOn?.some((other) => pathname.startsWith(other))
                    ? 'bg-coral-strong/10 text-coral-deep before:absolute before:inset-y-2 before:left-0 before:w-1 before:rounded-full before:bg-coral-strong'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900')
                }
              >
                <Icon size={18} className="shrink-0" />
                {label}
              </NavLink>
            ) : (
              <span
                role="link"
                aria-disabled="true"
                className="flex min-h-10 cursor-not-allowed items-center gap-3 rounded-lg px-3 text-sm text-slate-400 select-none"
              >
                <Icon size={18} className="shrink-0" />
                {label}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
