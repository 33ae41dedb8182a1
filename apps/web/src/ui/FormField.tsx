import type { ReactNode } from 'react';

/** What a field's control needs to be tied to its label and its error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** The error in the spec's words, shown right under the field. */
  error?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label above a control with its error beside it, wired for screen readers (LOOK.md: forms). */
export function FormField({ id, label, error, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-bold text-ink">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
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
