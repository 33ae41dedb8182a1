import type { FieldError, FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

/** The field an offer of the chosen type still lacks, and the shared words for it. */
export type MissingScope<V> = (values: V) => { field: Path<V>; message: string } | null;

/**
 * The shared offer schemas check the product, category or referral code only once every other
 * field passes, so a first try would hear of it last. When the form is refused anyway, this says
 * it in the same round, so one click shows every problem.
 */
export function alsoNamingMissingScope<V extends FieldValues, O>(
  resolver: Resolver<V, unknown, O>,
  missing: MissingScope<V>,
): Resolver<V, unknown, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const gap = missing(values);
    if (Object.keys(result.errors).length === 0 || !gap || gap.field in result.errors) {
      return result;
    }
    const error: FieldError = { type: 'required', message: gap.message };
    return { values: {}, errors: { ...result.errors, [gap.field]: error } as FieldErrors<V> };
  };
}
