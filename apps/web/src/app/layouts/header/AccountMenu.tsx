import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../features/accounts/use-session';
import { iconButtonClass } from '../../../ui/button-styles';
import { UserIcon } from '../../../ui/icons';

/** Only signed-in shoppers see the profile menu, so guests (most first visits) never download it. */
const ProfileMenu = lazy(() => import('./ProfileMenu').then((m) => ({ default: m.ProfileMenu })));

/** A login icon for guests; the greeting and profile menu once a shopper has signed in. */
export function AccountMenu() {
  const { user, logout } = useSession();
  const loginLink = (
    <Link to="/login" aria-label="Log in" title="Log in" className={iconButtonClass}>
      <UserIcon />
    </Link>
  );
  if (!user) return loginLink;
  return (
    <Suspense
      fallback={
        <span className={iconButtonClass} aria-hidden="true">
          <UserIcon />
        </span>
      }
    >
      <ProfileMenu user={user} onLogout={logout} />
    </Suspense>
  );
}
