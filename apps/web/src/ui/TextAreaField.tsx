import type { ComponentPropsWithoutRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field';
import { BoundField } from './BoundField';
import { inputClass } from './FormField';

type TextAreaAttributes = Omit<
  ComponentPropsWithoutRef<'textarea'>,
  'id' | 'name' | 'form' | 'onChange' | 'onBlur' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

type TextAreaFieldProps<T extends FieldValues> = BoundFieldProps<T> & TextAreaAttributes;

/** A labelled text area bound to one value of a react-hook-form form, with its hint and error. */
export function TextAreaField<T extends FieldValues>({
  form,
  name,
  rules,
  id,
  label,
  hint,
  hintClassName,
  describedBy,
  sharedErrorId,
  error,
  className = `${inputClass} resize-y`,
  ...textarea
}: TextAreaFieldProps<T>) {
  return (
    <BoundField
      {...{ form, name, rules, id, label, hint, hintClassName, describedBy, sharedErrorId, error }}
    >
      {(control) => <textarea {...textarea} {...control} className={className} />}
    </BoundField>
  );
}
