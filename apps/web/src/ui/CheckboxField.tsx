import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { boundError, type BoundFieldProps } from './bound-field';
import { fieldNotes, hintClass } from './FormField';

interface CheckboxFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  /** The label's look: the shop's by default; the back office draws it in slate. */
  labelClassName?: string;
  disabled?: boolean;
}

/** The shop's checkbox row: a finger-sized label with the box before its text. */
const checkboxLabelClass = 'inline-flex min-h-11 items-center gap-2.5 font-bold text-ink';

/**
 * A checkbox bound to one yes/no value of a react-hook-form form. The label wraps the box, so the
 * whole line toggles it; the hint and error sit beneath and are read out with it.
 */
export function CheckboxField<T extends FieldValues>({
  form,
  name,
  rules,
  id,
  label,
  hint,
  hintClassName = hintClass,
  describedBy,
  sharedErrorId,
  error,
  labelClassName = checkboxLabelClass,
  disabled,
}: CheckboxFieldProps<T>) {
  const notes = fieldNotes({
    id,
    error: boundError(form, name, error),
    hint,
    describedBy,
    sharedErrorId,
  });
  const note = (content: ReactNode, noteId: string, className: string) => (
    <p id={noteId} className={className}>
      {content}
    </p>
  );
  return (
    <div className="flex flex-col gap-1">
      <label className={labelClassName}>
        <input
          type="checkbox"
          id={id}
          disabled={disabled}
          {...form.register(name, rules)}
          aria-invalid={notes.invalid}
          aria-describedby={notes.describedBy}
          className="size-4.5 accent-coral-strong"
        />
        {label}
      </label>
      {hint ? note(hint, `${id}-hint`, hintClassName) : null}
      {notes.shownError
        ? note(notes.shownError, `${id}-error`, 'text-sm font-bold text-coral-strong')
        : null}
    </div>
  );
}
