import { PARCEL_FIELDS, type ParcelField } from '@littleloom/shared';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../ui/FormField';
import { adminInputClass } from '../ui/admin-styles';
import { PARCEL_FIELD_LABELS, type ParcelFormValues } from './parcel-form-fields';

interface ParcelMeasureInputsProps {
  /** Starts each field's id ('category' gives 'category-weightGrams'). */
  idPrefix: string;
  /** The form's own hint about the parcel, read out with each field. */
  hintId: string;
  /**
   * The form's `register`: asked only for the parcel fields, so any form whose values hold them
   * (a category's, a product's) hands its own over as it is.
   */
  register: (name: ParcelField) => UseFormRegisterReturn<ParcelField>;
  errors: FieldErrors<ParcelFormValues>;
}

/**
 * One unit packed, as a category or a product form asks for it: its weight and the three sides
 * of its box, whole numbers side by side. The form around it words and places its own hint.
 */
export function ParcelMeasureInputs({
  idPrefix,
  hintId,
  register,
  errors,
}: ParcelMeasureInputsProps) {
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {PARCEL_FIELDS.map((name) => (
        <FormField
          key={name}
          id={`${idPrefix}-${name}`}
          label={PARCEL_FIELD_LABELS[name]}
          error={errors[name]?.message}
        >
          {(field) => (
            <input
              {...field}
              {...register(name)}
              aria-describedby={[hintId, field['aria-describedby']].filter(Boolean).join(' ')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className={`${adminInputClass} tabular-nums`}
            />
          )}
        </FormField>
      ))}
    </div>
  );
}
