import type { ComponentPropsWithoutRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from './bound-field';
import { BoundField } from './BoundField';
import { inputClass } from './FormField';

type SelectAttributes = Omit<
  ComponentPropsWithoutRef<'select'>,
  'id' | 'name' | 'form' | 'onChange' | 'onBlur' | 'aria-invalid' | 'aria-describedby'
>;

type SelectFieldProps<T extends FieldValues> = BoundFieldProps<T> & SelectAttributes;

/** A labelled select bound to one value of a react-hook-form form; the options are its children. */
export function SelectField<T extends FieldValues>({
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
  children,
  ...select
}: SelectFieldProps<T>) {
  return (
    <BoundField
      {...{ form, name, rules, id, label, hint, hintClassName, describedBy, sharedErrorId, error }}
    >
      {(control) => (
        <select {...select} {...control} className={className}>
          {children}
        </select>
      )}
    </BoundField>
  );
}
