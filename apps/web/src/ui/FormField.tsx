import type { ReactNode } from 'react';

/** What a field's control needs to be tied to its label, its hint and its error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  id: string;
  label: string;
  /** The error in the spec's words, shown right under the field. */
  error?: string | undefined;
  /** A line under the control saying what to enter; read out with the field. */
  hint?: ReactNode;
  /** The back office writes its hints smaller and in slate. */
  hintClassName?: string | undefined;
  /** Hints the form places elsewhere (one line for a group of fields), read out first. */
  describedBy?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** The shop's hint under a field. */
export const hintClass = 'text-sm text-ink-muted';

/**
 * A label above a control, its hint and its error beneath, wired for screen readers (LOOK.md:
 * forms). The bound fields (TextField, SelectField, ...) are built on it; a form uses it directly
 * only for a control none of them draws.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  hintClassName = hintClass,
  describedBy,
  children,
}: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [describedBy, hint ? hintId : undefined, error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-bold text-ink">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': described || undefined,
      })}
      {hint ? (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-bold text-coral-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Inputs and text areas: 44px+ tall, rounded, red edge when invalid. */
export const inputClass =
  'min-h-12 w-full rounded-xl border border-ink/25 bg-white px-4 py-2.5 text-base text-ink ' +
  'placeholder:text-ink-muted/80 hover:border-ink/45 aria-invalid:border-coral-strong ' +
  'aria-invalid:bg-peach-soft/40';
