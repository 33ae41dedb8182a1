import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, OTP_RESEND_SECONDS, registerSchema } from '@littleloom/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { buttonClass } from '../../ui/button-styles';
import { accountErrorMessage, registerRequest } from './account-api';
import { AuthHeading } from './AuthHeading';
import { carryReturnPath } from './auth-location';
import { FormAlert } from './FormAlert';
import { authLinkClass as linkClass } from './auth-styles';
import { OtpStep, type PendingVerification } from './OtpStep';
import { PasswordInput } from './PasswordInput';
import { useSignIn } from './use-sign-in';
import { PageMeta } from '../../ui/PageMeta';
import { TextField } from '../../ui/TextField';
import { BoundField } from '../../ui/BoundField';

/**
 * /register (storefront.md §2, §4): name, e-mail and password; then the code step with its
 * resend countdown. Once verified, the session is stored as a login stores it, and the sign-in
 * frame sends the signed-in shopper on (home, or where they were heading).
 *
 * An e-mail whose earlier registration still waits for its code is refused (409 with
 * pendingVerification): the code step opens for it anyway, with the server's word, so the shopper
 * can enter that code or ask for a new one.
 */
export function RegisterPage() {
  const location = useLocation();
  const signIn = useSignIn();
  const [serverError, setServerError] = useState<string>();
  const [verification, setVerification] = useState<PendingVerification | null>(null);
  // The form lives here, not in a child, so going back from the code step keeps what was typed.
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onValid = async (values: { name: string; email: string; password: string }) => {
    setServerError(undefined);
    try {
      const reply = await registerRequest(values);
      toast.success(reply.message || MSG.otpSent);
      setVerification({ userId: reply.userId, email: values.email });
    } catch (failure) {
      const message = accountErrorMessage(failure, {
        failed: MSG.registrationFailed,
        exception: MSG.registrationError,
      });
      if (failure instanceof ApiError && failure.details.pendingVerification === true) {
        setVerification({ email: values.email, notice: message });
        return;
      }
      setServerError(message);
    }
  };

  if (verification) {
    return (
      <>
        <title>Verify your e-mail · Little Loom</title>
        <PageMeta noindex />
        <AuthHeading title="Create your account">Almost there: one last step.</AuthHeading>
        <OtpStep
          userId={verification.userId}
          email={verification.email}
          notice={verification.notice}
          // A code sent just now: Resend waits the minute. One sent earlier may be old: Resend is
          // open at once (the server still enforces its own wait, and says so).
          initialCountdown={verification.userId ? OTP_RESEND_SECONDS : 0}
          // storefront.md §4: after verification the session is stored, as a login stores it.
          onVerified={(reply) => signIn(reply, MSG.registrationSuccess, MSG.registrationSuccess)}
          onBack={() => setVerification(null)}
        />
      </>
    );
  }

  return (
    <>
      <title>Create your account · Little Loom</title>
      <PageMeta noindex />
      <AuthHeading title="Create your account">
        Join Little Loom to save favourites and check out faster.
      </AuthHeading>
      <form
        noValidate
        aria-label="Sign up"
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        className="flex flex-col gap-5"
      >
        <TextField
          form={form}
          name="name"
          id="register-name"
          label="Name"
          type="text"
          autoComplete="name"
        />
        <TextField
          form={form}
          name="email"
          id="register-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <BoundField form={form} name="password" id="register-password" label="Password">
          {(control) => <PasswordInput {...control} autoComplete="new-password" />}
        </BoundField>
        <FormAlert message={serverError} />
        <button type="submit" className={buttonClass('primary', 'w-full')} disabled={isSubmitting}>
          {isSubmitting ? 'Registering…' : 'Register'}
        </button>
      </form>
      <p className="mt-8 text-center text-ink-muted">
        Already have an account?{' '}
        <Link to="/login" state={carryReturnPath(location.state)} className={linkClass}>
          Log In
        </Link>
      </p>
    </>
  );
}
