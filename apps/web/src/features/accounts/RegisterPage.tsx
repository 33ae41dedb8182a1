import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, OTP_RESEND_SECONDS, registerSchema } from '@littleloom/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { buttonClass } from '../../ui/button-styles';
import { FormField, inputClass } from '../../ui/FormField';
import { accountErrorMessage, registerRequest } from './account-api';
import { AuthHeading } from './AuthHeading';
import { carryReturnPath } from './auth-location';
import { FormAlert } from './FormAlert';
import { authLinkClass as linkClass } from './auth-styles';
import { OtpStep, type PendingVerification } from './OtpStep';
import { PasswordInput } from './PasswordInput';

/**
 * /register (storefront.md §2, §4): name, e-mail and password; then the code step with its
 * resend countdown. A verified account goes to /login, with the e-mail filled in.
 */
export function RegisterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string>();
  const [verification, setVerification] = useState<PendingVerification | null>(null);
  // The form lives here, not in a child, so going back from the code step keeps what was typed.
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onValid = async (values: { name: string; email: string; password: string }) => {
    setServerError(undefined);
    try {
      const reply = await registerRequest(values);
      toast.success(reply.message || MSG.otpSent);
      setVerification({ userId: reply.userId, email: values.email });
    } catch (failure) {
      setServerError(
        accountErrorMessage(failure, {
          failed: MSG.registrationFailed,
          exception: MSG.registrationError,
        }),
      );
    }
  };

  if (verification) {
    return (
      <>
        <AuthHeading title="Create your account">Almost there: one last step.</AuthHeading>
        <OtpStep
          userId={verification.userId}
          email={verification.email}
          initialCountdown={OTP_RESEND_SECONDS}
          onVerified={() => {
            // storefront.md §2: after verification the shopper signs in on /login.
            toast.success(MSG.registrationSuccess);
            void navigate('/login', {
              replace: true,
              state: carryReturnPath(location.state, { email: verification.email }),
            });
          }}
          onBack={() => setVerification(null)}
        />
      </>
    );
  }

  return (
    <>
      <AuthHeading title="Create your account">
        Join Little Loom to save favourites and check out faster.
      </AuthHeading>
      <form
        noValidate
        aria-label="Sign up"
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        className="flex flex-col gap-5"
      >
        <FormField id="register-name" label="Name" error={errors.name?.message}>
          {(control) => (
            <input
              {...control}
              {...register('name')}
              type="text"
              autoComplete="name"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField id="register-email" label="Email" error={errors.email?.message}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              className={inputClass}
            />
          )}
        </FormField>
        <FormField id="register-password" label="Password" error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} {...register('password')} autoComplete="new-password" />
          )}
        </FormField>
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
