import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { SessionUser } from '../../../features/accounts/use-session';
import { UserIcon } from '../../../ui/icons';
import { useDismiss } from '../../../ui/use-dismiss';

interface ProfileMenuProps {
  user: SessionUser;
  onLogout: () => void;
}

/** "Asha" from "Asha Rao": the header greets by first name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

const itemClass =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-ink hover:bg-cream';

/** For a signed-in shopper: a greeting that opens My Profile, Orders and Logout (storefront.md §2). */
export function ProfileMenu({ user, onLogout }: ProfileMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setIsOpen(false), []);
  useDismiss(isOpen, close, containerRef, buttonRef);

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-bold text-ink hover:bg-ink/[0.06]"
      >
        <UserIcon />
        <span className="hidden max-w-32 truncate lg:inline">Hi, {firstName(user.name)}</span>
        <span className="sr-only lg:hidden">Account menu for {user.name}</span>
      </button>
      {isOpen ? (
        <div
          id={menuId}
          className="absolute right-0 mt-2 w-52 rounded-2xl border border-line bg-white p-2 shadow-lift"
        >
          <ul>
            <li>
              <Link to="/profile" className={itemClass} onClick={close}>
                My Profile
              </Link>
            </li>
            <li>
              <Link to="/orders" className={itemClass} onClick={close}>
                Orders
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={itemClass}
                onClick={() => {
                  close();
                  onLogout();
                }}
              >
                Logout
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
