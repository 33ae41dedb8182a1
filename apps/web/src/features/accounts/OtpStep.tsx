import { MSG, OTP_LENGTH, otpCodeSchema, resendOtpSchema } from '@littleloom/shared';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../ui/button-styles';
import { FormField, inputClass } from '../../ui/FormField';
import {
  accountErrorMessage,
  resendOtpRequest,
  verifyOtpRequest,
  type SessionReply,
} from './account-api';
import { DevOutboxNote } from './DevOutboxNote';
import { FormAlert } from './FormAlert';
import { ResendCode } from './ResendCode';

/**
 * An account waiting for its e-mail code: the step needs to know whose and where it went. The id
 * is missing when registration found the e-mail already waiting: the e-mail names it then.
 */
export interface PendingVerification {
  userId?: string | undefined;
  email: string;
  /** Why the step shows, when it is not the usual "we just sent you a code". */
  notice?: string | undefined;
}

interface OtpStepProps {
  userId?: string | undefined;
  email: string;
  /** Seconds before Resend OTP is allowed (60 right after the code was sent). */
  initialCountdown: number;
  /** Said above the code field (the server's word on an e-mail already waiting for its code). */
  notice?: string | undefined;
  onVerified: (reply: SessionReply) => void;
  /** Back to the form, to fix the e-mail. */
  onBack: () => void;
}

/** Keeps only digits, at most six: a pasted "123 456" still works. */
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

/**
 * The e-mail verification step (storefront.md §2, §4): the code, Verify OTP, and Resend OTP
 * behind its countdown.
 */
export function OtpStep({
  userId,
  email,
  initialCountdown,
  notice,
  onVerified,
  onBack,
}: OtpStepProps) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [verifying, setVerifying] = useState(false);

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = otpCodeSchema.safeParse(code);
    setFieldError(checked.success ? undefined : checked.error.issues[0]?.message);
    setServerError(undefined);
    if (!checked.success) return;
    setVerifying(true);
    try {
      const otp = checked.data;
      onVerified(await verifyOtpRequest(userId ? { userId, otp } : { email, otp }));
    } catch (failure) {
      setServerError(
        accountErrorMessage(failure, {
          failed: MSG.otpVerifyFailed,
          exception: MSG.otpVerifyError,
        }),
      );
    } finally {
      setVerifying(false);
    }
  };

  const validateResend = () => {
    const checked = resendOtpSchema.safeParse({ email });
    return checked.success ? undefined : checked.error.issues[0]?.message;
  };

  return (
    <section aria-labelledby="otp-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="otp-heading" className="text-xl font-bold text-ink">
          Check your e-mail
        </h2>
        <p className="mt-1 text-ink-muted">
          We sent a {OTP_LENGTH}-digit code to{' '}
          <strong className="font-bold break-all text-ink">{email || 'your e-mail'}</strong>. Enter
          it below to verify your account.
        </p>
      </div>
      {notice ? (
        <p role="status" className="rounded-xl bg-sky-soft px-4 py-3 text-sm font-bold text-ink">
          {notice}
        </p>
      ) : null}
      <DevOutboxNote />
      <form noValidate onSubmit={(event) => void verify(event)} className="flex flex-col gap-4">
        <FormField id="otp-code" label="Verification code" error={fieldError}>
          {(control) => (
            <input
              {...control}
              name="otp"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              // Focus moves here when the step opens, so the code can be typed at once.
              autoFocus
              value={code}
              onChange={(event) => setCode(digitsOnly(event.target.value))}
              className={`${inputClass} text-center text-2xl font-bold tracking-[0.5em] tabular-nums`}
            />
          )}
        </FormField>
        <FormAlert message={serverError} />
        <button type="submit" className={buttonClass('primary', 'w-full')} disabled={verifying}>
          {verifying ? 'Verifying…' : 'Verify OTP'}
        </button>
      </form>
      <ResendCode
        initialSeconds={initialCountdown}
        validate={validateResend}
        send={() => resendOtpRequest(email)}
        fallbacks={{ failed: MSG.otpResendFailed, exception: MSG.otpResendError }}
      />
      <button
        type="button"
        onClick={onBack}
        className="min-h-11 self-start text-sm font-bold text-ink-muted underline underline-offset-4 hover:text-ink"
      >
        Wrong e-mail? Go back
      </button>
    </section>
  );
}
