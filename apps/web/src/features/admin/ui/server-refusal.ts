import { ApiError } from '../../../lib/api';
import { isSessionEnded } from '../admin-api';
import { toastFailure } from '../catalog/catalog-admin-ui';

/**
 * The field a refusal from the server is about, found by its message (the shared schemas' words,
 * which the server uses too): a taken code, an unknown product. Null for anything else, which is
 * then said in a toast.
 */
export function fieldOfRefusal<F extends string>(
  error: unknown,
  messagesByField: Readonly<Record<F, readonly string[]>>,
): F | null {
  if (!(error instanceof ApiError) || ![400, 404, 409].includes(error.status)) return null;
  for (const field of Object.keys(messagesByField) as F[]) {
    if (messagesByField[field].includes(error.message)) return field;
  }
  return null;
}

/** The form's calls that put a refusal under its field (react-hook-form's setError, setFocus). */
interface RefusedFieldSetters<F extends string> {
  setError: (field: F, error: { message: string }) => void;
  setFocus: (field: F) => void;
}

/**
 * A failed save of a back-office form: a refusal about one field is said under that field, which
 * takes focus; anything else in a toast. Nothing when the session ended: the guard is already on
 * its way to sign-in.
 */
export function showRefusal<F extends string>(
  error: unknown,
  messagesByField: Readonly<Record<F, readonly string[]>>,
  form: RefusedFieldSetters<NoInfer<F>>,
  fallback: string,
): void {
  if (isSessionEnded(error)) return;
  const field = fieldOfRefusal(error, messagesByField);
  if (field && error instanceof ApiError) {
    form.setError(field, { message: error.message });
    form.setFocus(field);
    return;
  }
  toastFailure(error, fallback);
}
