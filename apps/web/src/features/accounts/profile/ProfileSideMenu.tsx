import { NavLink } from 'react-router';

interface ProfileSideMenuProps {
  onLogout: () => void;
}

const itemClass = (isActive: boolean) =>
  `flex min-h-11 items-center rounded-xl px-4 text-left font-bold whitespace-nowrap transition-colors md:w-full ${
    isActive ? 'bg-peach-soft text-ink' : 'text-ink-muted hover:bg-cream hover:text-ink'
  }`;

/**
 * The profile's side menu (storefront.md §2), in the spec's order: Profile Settings, Orders,
 * Manage Addresses, Reset Password, Wallet, Logout.
 */
export function ProfileSideMenu({ onLogout }: ProfileSideMenuProps) {
  return (
    <nav aria-label="Account" className="rounded-3xl border border-line bg-white p-2 md:self-start">
      {/* A row of choices on phones, a column beside the page from tablets up. */}
      <ul className="flex flex-wrap gap-1 md:flex-col">
        <li>
          <NavLink to="/profile" end className={({ isActive }) => itemClass(isActive)}>
            Profile Settings
          </NavLink>
        </li>
        <li>
          <NavLink to="/orders" className={({ isActive }) => itemClass(isActive)}>
            Orders
          </NavLink>
        </li>
        <li>
          <NavLink to="/profile/addresses" className={({ isActive }) => itemClass(isActive)}>
            Manage Addresses
          </NavLink>
        </li>
        <li>
          <NavLink to="/forgot-password" className={({ isActive }) => itemClass(isActive)}>
            Reset Password
          </NavLink>
        </li>
        <li>
          <NavLink to="/profile/wallet" className={({ isActive }) => itemClass(isActive)}>
            Wallet
          </NavLink>
        </li>
        <li>
          <button type="button" onClick={onLogout} className={itemClass(false)}>
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
