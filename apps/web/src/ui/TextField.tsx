import type { ComponentPropsWithoutRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field';
import { BoundField } from './BoundField';
import { inputClass } from './FormField';

/** What the form may still set on the input; the rest comes from the binding. */
export type InputAttributes = Omit<
  ComponentPropsWithoutRef<'input'>,
  'id' | 'name' | 'form' | 'onChange' | 'onBlur' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

type TextFieldProps<T extends FieldValues> = BoundFieldProps<T> & InputAttributes;

/** A labelled input bound to one value of a react-hook-form form, with its hint and error. */
export function TextField<T extends FieldValues>({
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
  className = inputClass,
  ...input
}: TextFieldProps<T>) {
  return (
    <BoundField
      {...{ form, name, rules, id, label, hint, hintClassName, describedBy, sharedErrorId, error }}
    >
      {(control) => <input {...input} {...control} className={className} />}
    </BoundField>
  );
}
