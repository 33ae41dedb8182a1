import { MAX_DISCOUNT_PERCENT } from '@littleloom/shared';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { FormField } from '../../../ui/FormField';
import { adminInputClass } from '../ui/admin-styles';
import { localToday } from './local-day';

/**
 * The field registers itself as it renders, so the form's fields register in the order they show
 * and a refused submit focuses the first wrong one.
 */
interface PromotionFieldProps<Values extends FieldValues> {
  id: string;
  name: Path<Values>;
  register: UseFormRegister<Values>;
  error: string | undefined;
}

/** A percent off, in whole numbers from 1 up to the shared maximum. */
export function DiscountField<Values extends FieldValues>({
  id,
  label,
  name,
  register,
  error,
}: PromotionFieldProps<Values> & { label: string }) {
  return (
    <FormField id={id} label={label} error={error}>
      {(field) => (
        <input
          {...field}
          {...register(name)}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_DISCOUNT_PERCENT}
          step={1}
          className={adminInputClass}
        />
      )}
    </FormField>
  );
}

/** A promotion's last day; the picker offers nothing before today. */
export function ExpiryDateField<Values extends FieldValues>({
  id,
  name,
  register,
  error,
  narrow = false,
}: PromotionFieldProps<Values> & {
  /** Alone on its row, the field keeps to a date's width from `sm` up. */
  narrow?: boolean;
}) {
  return (
    <FormField id={id} label="Expiry date" error={error}>
      {(field) => (
        <input
          {...field}
          {...register(name)}
          type="date"
          min={localToday()}
          className={narrow ? `${adminInputClass} sm:max-w-60` : adminInputClass}
        />
      )}
    </FormField>
  );
}

/** The code an offer is known by, in the back office and the cart. */
export function OfferCodeField<Values extends FieldValues>({
  id,
  name,
  register,
  error,
}: PromotionFieldProps<Values>) {
  return (
    <FormField id={id} label="Offer code" error={error}>
      {(field) => (
        <input
          {...field}
          {...register(name)}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          className={adminInputClass}
        />
      )}
    </FormField>
  );
}

/** What shoppers read in the cart; `hintId` names a hint shown under it. */
export function OfferDescriptionField<Values extends FieldValues>({
  id,
  name,
  register,
  error,
  hintId,
}: PromotionFieldProps<Values> & { hintId?: string }) {
  return (
    <FormField id={id} label="Description" error={error}>
      {(field) => (
        <textarea
          {...field}
          {...register(name)}
          aria-describedby={
            [field['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined
          }
          rows={2}
          maxLength={200}
          className={`${adminInputClass} resize-y`}
        />
      )}
    </FormField>
  );
}
