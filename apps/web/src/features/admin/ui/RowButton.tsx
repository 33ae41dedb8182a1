import { adminRowButtonClass } from './admin-styles';

interface RowButtonProps {
  /** The act and its row for screen readers ("Delete coupon SAVE10"); the button shows the act. */
  label: string;
  tone?: keyof typeof adminRowButtonClass;
  onClick: () => void;
  children: string;
}

/** A small button inside an admin table row (Edit, Delete, Activate). */
export function RowButton({ label, tone = 'neutral', onClick, children }: RowButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={adminRowButtonClass[tone]}
    >
      {children}
    </button>
  );
}
