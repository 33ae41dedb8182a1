import { MSG } from '@littleloom/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ErrorState } from '../../../ui/ErrorState';
import { accountErrorMessage, profileQuery } from '../account-api';
import { updateSessionUser } from '../session-writes';
import { useSession } from '../use-session';
import { ProfileLayout } from './ProfileLayout';
import { ProfileSettingsForm } from './ProfileSettingsForm';
import { PageMeta } from '../../../ui/PageMeta';

/** /profile (storefront.md §2): the side menu and Profile Settings. Behind the login guard. */
export function ProfilePage() {
  const { user } = useSession();
  const userId = user?._id ?? user?.id ?? 'current';
  const profile = useQuery(profileQuery(userId));
  const fresh = profile.data?.user;

  // The header greets with the stored user: keep it in step with the server's copy.
  useEffect(() => {
    if (fresh) updateSessionUser(fresh);
  }, [fresh]);

  return (
    <ProfileLayout>
      <title>My Profile · Little Loom</title>
      <PageMeta noindex />
      <section
        aria-labelledby="profile-settings-heading"
        aria-busy={profile.isPending}
        className="rounded-3xl border border-line bg-white p-6 sm:p-8"
      >
        <h2 id="profile-settings-heading" className="text-xl font-bold text-ink">
          Profile Settings
        </h2>
        <div className="mt-6">
          {fresh ? (
            <ProfileSettingsForm key={fresh._id} user={fresh} />
          ) : profile.isError ? (
            <ErrorState
              message={accountErrorMessage(profile.error, {
                failed: MSG.profileFetchFailed,
                exception: MSG.profileFetchFailed,
              })}
              onRetry={() => void profile.refetch()}
              retrying={profile.isFetching}
            />
          ) : (
            <ProfileSkeleton />
          )}
        </div>
      </section>
    </ProfileLayout>
  );
}

/** The form's shape while the profile loads, so nothing jumps when it arrives. */
function ProfileSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col gap-6">
      <div className="flex items-center gap-5">
        <div className="size-22 rounded-full bg-line" />
        <div className="h-5 w-40 rounded-full bg-line" />
      </div>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <div className="h-4 w-24 rounded-full bg-line" />
          <div className="h-12 rounded-xl bg-line/70" />
        </div>
      ))}
    </div>
  );
}
