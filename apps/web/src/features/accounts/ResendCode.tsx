import { OTP_RESEND_SECONDS } from '@littleloom/shared';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { buttonClass } from '../../ui/button-styles';
import { accountErrorMessage, retryAfterSeconds } from './account-api';
import { useCountdown } from './use-countdown';

interface ResendCodeProps {
  /** Seconds before the first resend: 60 right after a code was sent, 0 when it may be old. */
  initialSeconds: number;
  /** Checks what the resend needs (the e-mail); returns the message to show, if any. */
  validate?: () => string | undefined;
  /** Sends a new code; resolves with the server's confirmation. */
  send: () => Promise<{ message: string }>;
  /** Messages when the server refuses without a reason, or the request fails. */
  fallbacks: { failed: string; exception: string };
}

/**
 * 'Resend OTP', disabled while the 60-second countdown runs (storefront.md §4, §9). Each resend
 * starts it again; when the server says to wait (429 with retryAfter), it counts down from that.
 */
export function ResendCode({ initialSeconds, validate, send, fallbacks }: ResendCodeProps) {
  const { seconds, restart } = useCountdown(initialSeconds);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();
  const hintId = useId();

  const resend = async () => {
    const problem = validate?.();
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      const reply = await send();
      toast.success(reply.message);
      restart(OTP_RESEND_SECONDS);
    } catch (failure) {
      const wait = retryAfterSeconds(failure);
      if (wait) restart(wait);
      setError(accountErrorMessage(failure, fallbacks));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={seconds > 0 || sending}
          aria-describedby={hintId}
          onClick={() => void resend()}
        >
          {sending ? 'Sending…' : 'Resend OTP'}
        </button>
        <p id={hintId} className="text-sm text-ink-muted">
          {seconds > 0 ? (
            <>
              You can ask for a new code in{' '}
              <span className="font-bold text-ink tabular-nums">{seconds}</span> s
            </>
          ) : (
            'Didn’t get it? Check spam, or send a new code.'
          )}
        </p>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-bold text-coral-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}
