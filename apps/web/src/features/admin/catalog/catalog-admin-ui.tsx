import { toast } from 'sonner';
import { isSessionEnded, serverMessageOr } from '../admin-api';

/**
 * A failed act, said as the spec says it, with the server's own reason underneath when it gave
 * one. Nothing is said when the session ended: the guard is already on its way to sign-in.
 */
export function toastFailure(error: unknown, fallback: string): void {
  if (isSessionEnded(error)) return;
  const detail = serverMessageOr(error, fallback);
  toast.error(fallback, detail === fallback ? {} : { description: detail });
}
