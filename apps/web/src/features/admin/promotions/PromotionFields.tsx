import { MAX_DISCOUNT_PERCENT } from '@littleloom/shared';
import type { FieldValues, Path } from 'react-hook-form';
import type { BoundForm } from '../../../ui/bound-field';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { adminInputClass } from '../ui/admin-styles';
import { localToday } from './local-day';

/**
 * The field registers itself as it renders, so the form's fields register in the order they show
 * and a refused submit focuses the first wrong one.
 */
interface PromotionFieldProps<Values extends FieldValues> {
  id: string;
  name: Path<Values>;
  form: BoundForm<Values>;
}

/** A percent off, in whole numbers from 1 up to the shared maximum. */
export function DiscountField<Values extends FieldValues>({
  label,
  ...bound
}: PromotionFieldProps<Values> & { label: string }) {
  return (
    <TextField
      {...bound}
      label={label}
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_DISCOUNT_PERCENT}
      step={1}
      className={adminInputClass}
    />
  );
}

/** A promotion's last day; the picker offers nothing before today. */
export function ExpiryDateField<Values extends FieldValues>({
  narrow = false,
  ...bound
}: PromotionFieldProps<Values> & {
  /** Alone on its row, the field keeps to a date's width from `sm` up. */
  narrow?: boolean;
}) {
  return (
    <TextField
      {...bound}
      label="Expiry date"
      type="date"
      min={localToday()}
      className={narrow ? `${adminInputClass} sm:max-w-60` : adminInputClass}
    />
  );
}

/** The code an offer is known by, in the back office and the cart. */
export function OfferCodeField<Values extends FieldValues>(bound: PromotionFieldProps<Values>) {
  return (
    <TextField
      {...bound}
      label="Offer code"
      autoComplete="off"
      spellCheck={false}
      maxLength={40}
      className={adminInputClass}
    />
  );
}

/** What shoppers read in the cart; `hintId` names a hint shown under it. */
export function OfferDescriptionField<Values extends FieldValues>({
  hintId,
  ...bound
}: PromotionFieldProps<Values> & { hintId?: string }) {
  return (
    <TextAreaField
      {...bound}
      label="Description"
      describedBy={hintId}
      rows={2}
      maxLength={200}
      className={`${adminInputClass} resize-y`}
    />
  );
}
