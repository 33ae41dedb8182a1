interface FormAlertProps {
  message: string | undefined;
}

/** A form's server-side failure, beside the button that caused it, announced to screen readers. */
export function FormAlert({ message }: FormAlertProps) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-coral/40 bg-peach-soft px-4 py-3 text-sm font-bold text-coral-deep"
    >
      {message}
    </p>
  );
}
