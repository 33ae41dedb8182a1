import { adminPrimaryButtonClass } from './admin-styles';

interface AdminSubmitButtonProps {
  /** The act, idle ("Create Coupon"). */
  label: string;
  /** The act under way ("Creating…"). */
  pendingLabel: string;
  /** True while the form's request runs, so a second click sends nothing. */
  pending: boolean;
}

/** A back-office form's submit button: coral, and busy while its request runs. */
export function AdminSubmitButton({ label, pendingLabel, pending }: AdminSubmitButtonProps) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className={adminPrimaryButtonClass}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
