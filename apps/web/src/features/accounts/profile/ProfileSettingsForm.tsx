import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatShopInstant,
  MSG,
  profileUpdateSchema,
  type ProfileUpdateInput,
} from '@littleloom/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { buttonClass } from '../../../ui/button-styles';
import { FormField, inputClass } from '../../../ui/FormField';
import {
  accountErrorMessage,
  profileQueryKey,
  updateProfileRequest,
  type AccountUser,
  type ProfileReply,
} from '../account-api';
import { FormAlert } from '../FormAlert';
import { updateSessionUser } from '../session-writes';
import { Avatar } from './Avatar';
import { TextField } from '../../../ui/TextField';

const formValues = (user: AccountUser) => ({
  name: user.name,
  phone: user.phone ?? '',
  avatarUrl: user.avatarUrl ?? '',
});

const UPDATE_FALLBACKS = { failed: MSG.profileUpdateFailed, exception: MSG.profileUpdateFailed };

/**
 * Name, phone and picture, checked by the shared profileUpdateSchema; the e-mail is shown but
 * cannot be changed here (it is the sign-in name).
 */
export function ProfileSettingsForm({ user }: { user: AccountUser }) {
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: formValues(user),
  });
  const {
    handleSubmit,
    reset,
    control,
    formState: { isSubmitting, isDirty },
  } = form;
  // The preview follows the typed address once typing pauses, not on every key.
  const typedAvatar = useDebouncedValue(useWatch({ control, name: 'avatarUrl' }), 400);
  const typedName = useWatch({ control, name: 'name' });

  const onValid = async (values: ProfileUpdateInput) => {
    setServerError(undefined);
    try {
      const reply = await updateProfileRequest({
        name: values.name,
        phone: values.phone ?? '',
        avatarUrl: values.avatarUrl ?? '',
      });
      queryClient.setQueryData<ProfileReply>(profileQueryKey(reply.user._id), {
        success: true,
        user: reply.user,
      });
      updateSessionUser(reply.user);
      reset(formValues(reply.user));
      toast.success(reply.message);
    } catch (failure) {
      setServerError(accountErrorMessage(failure, UPDATE_FALLBACKS));
    }
  };

  return (
    <form
      noValidate
      aria-label="Profile Settings"
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex flex-col gap-5"
    >
      <div className="flex items-center gap-5">
        <Avatar name={typedName || user.name} url={typedAvatar} />
        <div className="min-w-0">
          <p className="truncate text-lg font-bold text-ink">{user.name}</p>
          <p className="text-sm text-ink-muted">
            Member since {formatShopInstant(user.createdAt, 'monthYear')}
          </p>
        </div>
      </div>

      <TextField
        form={form}
        name="name"
        id="profile-name"
        label="Name"
        type="text"
        autoComplete="name"
      />
      <div className="flex flex-col gap-1.5">
        <FormField id="profile-email" label="Email">
          {(control) => (
            <input
              {...control}
              aria-describedby="profile-email-note"
              type="email"
              value={user.email}
              readOnly
              className={`${inputClass} cursor-default border-line bg-cream text-ink-muted hover:border-line`}
            />
          )}
        </FormField>
        <p id="profile-email-note" className="text-sm text-ink-muted">
          Your e-mail is how you log in, so it cannot be changed here.
        </p>
      </div>
      <TextField
        form={form}
        name="phone"
        id="profile-phone"
        label="Phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
      />
      <TextField
        form={form}
        name="avatarUrl"
        id="profile-avatar"
        label="Picture URL"
        type="url"
        inputMode="url"
        placeholder="https://…"
      />

      <FormAlert message={serverError} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass('primary', 'px-8')} disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save changes'}
        </button>
        {isDirty ? (
          <button
            type="button"
            className={buttonClass('quiet')}
            onClick={() => {
              reset(formValues(user));
              setServerError(undefined);
            }}
          >
            Discard
          </button>
        ) : null}
      </div>
    </form>
  );
}
