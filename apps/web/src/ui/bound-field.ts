import type {
  FieldValues,
  Path,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import type { FieldControlProps, FormFieldProps } from './FormField';

/** The parts of a react-hook-form form a bound field reads: `useForm()` or `useFormContext()`. */
export type BoundForm<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'register' | 'getFieldState' | 'formState'
>;

/** What every bound field takes: the form, the value's name, and what the field shows. */
export interface BoundFieldProps<T extends FieldValues> extends Omit<
  FormFieldProps,
  'children' | 'error'
> {
  form: BoundForm<T>;
  name: Path<T>;
  /** Passed to `register` (e.g. `valueAsNumber`). */
  rules?: RegisterOptions<T, Path<T>> | undefined;
  /**
   * A problem that is not about the value (the list to choose from failed to load): shown when
   * the value itself has no error.
   */
  error?: string | undefined;
}

/** A control's wiring: its label, hint and error ids plus react-hook-form's registration. */
export type BoundControlProps = FieldControlProps & UseFormRegisterReturn;

/** The value's error as the form's resolver worded it, else the problem the form passed. */
export function boundError<T extends FieldValues>(
  form: BoundForm<T>,
  name: Path<T>,
  error: string | undefined,
): string | undefined {
  // Passing formState subscribes the form to errors, so the field redraws when they change.
  return form.getFieldState(name, form.formState).error?.message ?? error;
}
