import { zodResolver } from '@hookform/resolvers/zod';
import {
  forgotPasswordSchema,
  MIN_PASSWORD_LENGTH,
  MSG,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  resetPasswordSchema,
} from '@littleloom/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { buttonClass } from '../../ui/button-styles';
import { inputClass } from '../../ui/FormField';
import { SectionHeading } from '../../ui/SectionHeading';
import {
  accountErrorMessage,
  forgotPasswordRequest,
  isResendWait,
  resetPasswordRequest,
  retryAfterSeconds,
} from './account-api';
import { DevOutboxNote } from './DevOutboxNote';
import { FormAlert } from './FormAlert';
import { PasswordInput } from './PasswordInput';
import { ResendCode } from './ResendCode';
import { endSession } from './session-store';
import { useSession } from './use-session';
import { PageMeta } from '../../ui/PageMeta';
import { TextField } from '../../ui/TextField';
import { BoundField } from '../../ui/BoundField';

interface CodeSent {
  email: string;
  /** Seconds before another code may be asked for. */
  wait: number;
  /** Said above the code when no new code was sent, because one was asked for a moment ago. */
  notice?: string;
}

const SEND_FALLBACKS = { failed: MSG.otpSendError, exception: MSG.otpSendError };

/**
 * /forgot-password (storefront.md §2, §4): step 1 asks for the e-mail and sends a code; step 2
 * takes the code and a new password, with the resend countdown. Success goes to /login.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<CodeSent | null>(null);
  const { user } = useSession();

  return (
    <div className="container-page py-10 sm:py-14">
      <title>Reset your password · Little Loom</title>
      <PageMeta noindex />
      <div className="mx-auto max-w-lg">
        <SectionHeading title="Reset your password" level={1}>
          {sent
            ? 'Enter the code from your e-mail and choose a new password.'
            : 'Tell us your account’s e-mail and we will send you a code to set a new password.'}
        </SectionHeading>
        <div className="mt-8 rounded-3xl border border-line bg-white p-6 sm:p-8">
          {sent ? (
            <ResetStep
              key={sent.email}
              email={sent.email}
              wait={sent.wait}
              notice={sent.notice}
              onBack={() => setSent(null)}
            />
          ) : (
            <EmailStep defaultEmail={user?.email ?? ''} onSent={setSent} />
          )}
        </div>
      </div>
    </div>
  );
}

function EmailStep({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  onSent: (sent: CodeSent) => void;
}) {
  const [serverError, setServerError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onValid = async ({ email }: { email: string }) => {
    setServerError(undefined);
    try {
      const reply = await forgotPasswordRequest(email);
      toast.success(reply.message);
      onSent({ email, wait: OTP_RESEND_SECONDS });
    } catch (failure) {
      // A code asked for a moment ago (the shopper went back, or pressed twice) is still on its
      // way: go on to enter it, counting down the wait the server gave.
      if (isResendWait(failure)) {
        onSent({
          email,
          wait: retryAfterSeconds(failure) ?? OTP_RESEND_SECONDS,
          notice: MSG.otpAskedMomentAgo,
        });
        return;
      }
      // No code was sent (too many tries): step 2 would wait for a code that is not coming, so
      // stay here with the server's reason (storefront.md §4: step 2 follows a successful send).
      setServerError(accountErrorMessage(failure, SEND_FALLBACKS));
    }
  };

  return (
    <form
      noValidate
      aria-label="Send a reset code"
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex flex-col gap-5"
    >
      <TextField
        form={form}
        name="email"
        id="forgot-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <FormAlert message={serverError} />
      <button type="submit" className={buttonClass('primary', 'w-full')} disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : 'Send OTP'}
      </button>
    </form>
  );
}

interface ResetStepProps {
  email: string;
  wait: number;
  notice?: string | undefined;
  onBack: () => void;
}

function ResetStep({ email, wait, notice, onBack }: ResetStepProps) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string>();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    // The e-mail from step 1 rides along unseen, so the whole body passes the shared schema.
    defaultValues: { email, otp: '', newPassword: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onValid = async (values: { email: string; otp: string; newPassword: string }) => {
    setServerError(undefined);
    try {
      const reply = await resetPasswordRequest(values);
      toast.success(reply.message);
      // The reset ends every session of this account (the server rotates its tokens), this
      // tab's included: sign out quietly and log in again with the new password.
      endSession();
      void navigate('/login', { state: { email } });
    } catch (failure) {
      setServerError(
        accountErrorMessage(failure, { failed: MSG.resetError, exception: MSG.resetError }),
      );
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink-muted">
        We sent a {OTP_LENGTH}-digit code to{' '}
        <strong className="font-bold break-all text-ink">{email}</strong> if it belongs to an
        account.
      </p>
      {notice ? (
        <p role="status" className="rounded-2xl bg-sun-soft px-4 py-3 text-sm text-ink">
          {notice}
        </p>
      ) : null}
      <DevOutboxNote />
      <form
        noValidate
        aria-label="Choose a new password"
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        className="flex flex-col gap-5"
      >
        <TextField
          form={form}
          name="otp"
          id="reset-otp"
          label="OTP"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          autoFocus
          className={`${inputClass} tracking-[0.3em] tabular-nums`}
        />
        <BoundField
          form={form}
          name="newPassword"
          id="reset-password"
          label="New password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters, with an uppercase and a lowercase letter, a number and a special character.`}
        >
          {(control) => <PasswordInput {...control} autoComplete="new-password" />}
        </BoundField>
        <FormAlert message={serverError} />
        <button type="submit" className={buttonClass('primary', 'w-full')} disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Reset Password'}
        </button>
      </form>
      <ResendCode
        initialSeconds={wait}
        send={() => forgotPasswordRequest(email)}
        fallbacks={SEND_FALLBACKS}
      />
      <button
        type="button"
        onClick={onBack}
        className="min-h-11 self-start text-sm font-bold text-ink-muted underline underline-offset-4 hover:text-ink"
      >
        Use a different e-mail
      </button>
    </div>
  );
}
