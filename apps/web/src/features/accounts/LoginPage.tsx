import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, MSG } from '@littleloom/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../lib/api';
import { useShopConfig } from '../../lib/shop-config';
import { buttonClass } from '../../ui/button-styles';
import { accountErrorMessage, loginRequest } from './account-api';
import { AuthHeading } from './AuthHeading';
import { carryReturnPath, prefillEmail } from './auth-location';
import { FormAlert } from './FormAlert';
import { GoogleSignInButton } from './GoogleSignInButton';
import { authLinkClass as linkClass } from './auth-styles';
import { OtpStep, type PendingVerification } from './OtpStep';
import { PasswordInput } from './PasswordInput';
import { showAccountBlocked } from './session-writes';
import { useSignIn } from './use-sign-in';
import { PageMeta } from '../../ui/PageMeta';
import { TextField } from '../../ui/TextField';
import { BoundField } from '../../ui/BoundField';

/**
 * /login (storefront.md §2): e-mail and password, Google when the shop has it, and links to
 * register and to reset a password. A blocked account gets the 'Account Blocked' dialog; an
 * account whose e-mail was never verified gets the code step, and is signed in once it is done.
 */
export function LoginPage() {
  const location = useLocation();
  const signIn = useSignIn();
  const { data: config } = useShopConfig();
  const [serverError, setServerError] = useState<string>();
  const [verification, setVerification] = useState<PendingVerification | null>(null);
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: prefillEmail(location.state), password: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onValid = async (values: { email: string; password: string }) => {
    setServerError(undefined);
    try {
      signIn(await loginRequest(values), MSG.loginSuccess);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 403) {
        if (failure.details.userBlocked === true) {
          showAccountBlocked();
          return;
        }
        const { userId } = failure.details;
        if (failure.details.needsVerification === true && typeof userId === 'string') {
          setVerification({ userId, email: values.email });
          return;
        }
      }
      setServerError(
        accountErrorMessage(failure, { failed: MSG.loginFailed, exception: MSG.networkError }),
      );
    }
  };

  if (verification) {
    return (
      <>
        <title>Verify your e-mail · Little Loom</title>
        <PageMeta noindex />
        <AuthHeading title="Verify your e-mail">
          This account’s e-mail has not been verified yet. Finish with the code we sent you.
        </AuthHeading>
        <OtpStep
          userId={verification.userId}
          email={verification.email}
          // The code may be old: let them ask for a new one at once.
          initialCountdown={0}
          onVerified={(reply) => signIn(reply, MSG.loginSuccess)}
          onBack={() => setVerification(null)}
        />
      </>
    );
  }

  return (
    <>
      <title>Log in · Little Loom</title>
      <PageMeta noindex />
      <AuthHeading title="Welcome back">Log in to see your orders, wishlist and cart.</AuthHeading>
      {config?.googleClientId ? (
        <div className="mb-6 flex flex-col gap-6">
          <GoogleSignInButton clientId={config.googleClientId} />
          <p className="flex items-center gap-3 text-sm text-ink-muted">
            <span aria-hidden="true" className="h-px flex-1 bg-line" />
            or with your e-mail
            <span aria-hidden="true" className="h-px flex-1 bg-line" />
          </p>
        </div>
      ) : null}
      <form
        noValidate
        aria-label="Log in"
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        className="flex flex-col gap-5"
      >
        <TextField
          form={form}
          name="email"
          id="login-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="username"
        />
        <div className="flex flex-col gap-1">
          <BoundField form={form} name="password" id="login-password" label="Password">
            {(control) => <PasswordInput {...control} autoComplete="current-password" />}
          </BoundField>
          <Link
            to="/forgot-password"
            className={`inline-flex min-h-11 items-center self-end text-sm ${linkClass}`}
          >
            Forgot Password?
          </Link>
        </div>
        <FormAlert message={serverError} />
        <button type="submit" className={buttonClass('primary', 'w-full')} disabled={isSubmitting}>
          {isSubmitting ? 'Logging in…' : 'Log In'}
        </button>
      </form>
      <p className="mt-8 text-center text-ink-muted">
        New to Little Loom?{' '}
        <Link to="/register" state={carryReturnPath(location.state)} className={linkClass}>
          Create Account
        </Link>
      </p>
    </>
  );
}
