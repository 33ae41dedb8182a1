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
  /**
   * The id of one sentence the form shows for several fields at once ('All fields are required.'),
   * given while it applies to this one: the field is marked and described by that sentence, and
   * its own error is not repeated beneath it.
   */
  sharedErrorId?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** The shop's hint under a field. */
export const hintClass = 'text-sm text-ink-muted';

/** How a field's control is tied to its notes: the error shown beneath, and the ids read out. */
export function fieldNotes({
  id,
  error,
  hint,
  describedBy,
  sharedErrorId,
}: Pick<FormFieldProps, 'id' | 'error' | 'hint' | 'describedBy' | 'sharedErrorId'>) {
  const shownError = sharedErrorId ? undefined : error;
  const described = [
    describedBy,
    hint ? `${id}-hint` : undefined,
    shownError ? `${id}-error` : sharedErrorId,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    shownError,
    invalid: Boolean(error) || Boolean(sharedErrorId),
    describedBy: described || undefined,
  };
}

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
  sharedErrorId,
  children,
}: FormFieldProps) {
  const notes = fieldNotes({ id, error, hint, describedBy, sharedErrorId });
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-bold text-ink">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': notes.invalid,
        'aria-describedby': notes.describedBy,
      })}
      {hint ? (
        <p id={`${id}-hint`} className={hintClassName}>
          {hint}
        </p>
      ) : null}
      {notes.shownError ? (
        <p id={`${id}-error`} className="text-sm font-bold text-coral-strong">
          {notes.shownError}
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
