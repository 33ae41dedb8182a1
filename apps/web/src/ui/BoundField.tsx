import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { boundError, type BoundControlProps, type BoundFieldProps } from './bound-field';
import { FormField } from './FormField';

interface Props<T extends FieldValues> extends BoundFieldProps<T> {
  children: (control: BoundControlProps) => ReactNode;
}

/**
 * A field whose control is drawn by the form (a password with Show/Hide, a select with a button
 * beside it), still tied to the form's value, error and hint like TextField.
 */
export function BoundField<T extends FieldValues>({
  form,
  name,
  rules,
  error,
  children,
  ...field
}: Props<T>) {
  return (
    <FormField {...field} error={boundError(form, name, error)}>
      {(control) => children({ ...control, ...form.register(name, rules) })}
    </FormField>
  );
}
