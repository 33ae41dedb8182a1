import type { ReactNode } from 'react';
import { SectionHeading } from '../../../ui/SectionHeading';
import { useSession } from '../use-session';
import { ProfileSideMenu } from './ProfileSideMenu';

/**
 * The frame every page of the profile shares (storefront.md §2): the 'My Profile' heading, the
 * side menu, and the page's own section beside it.
 */
export function ProfileLayout({ children }: { children: ReactNode }) {
  const { user, logout } = useSession();
  return (
    <div className="container-page py-10 sm:py-14">
      <SectionHeading title="My Profile" level={1} align="start">
        {user ? `Signed in as ${user.email ?? user.name}` : null}
      </SectionHeading>
      <div className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-8">
        <ProfileSideMenu onLogout={logout} />
        {children}
      </div>
    </div>
  );
}
