import { PARCEL_FIELDS } from '@littleloom/shared';
import type { BoundForm } from '../../../ui/bound-field';
import { TextField } from '../../../ui/TextField';
import { adminInputClass } from '../ui/admin-styles';
import { PARCEL_FIELD_LABELS, type ParcelFormValues } from './parcel-form-fields';

interface ParcelMeasureInputsProps<Values extends ParcelFormValues> {
  /** Starts each field's id ('category' gives 'category-weightGrams'). */
  idPrefix: string;
  /** The form's own hint about the parcel, read out with each field. */
  hintId: string;
  /** Any form whose values hold the parcel fields (a category's, a product's). */
  form: BoundForm<Values>;
}

/**
 * One unit packed, as a category or a product form asks for it: its weight and the three sides
 * of its box, whole numbers side by side. The form around it words and places its own hint.
 */
export function ParcelMeasureInputs<Values extends ParcelFormValues>({
  idPrefix,
  hintId,
  form,
}: ParcelMeasureInputsProps<Values>) {
  // Values holds the parcel fields (its constraint), but TypeScript cannot see that their names
  // are paths of a generic Values: the form is read as the parcel form it contains.
  const parcelForm = form as unknown as BoundForm<ParcelFormValues>;
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {PARCEL_FIELDS.map((name) => (
        <TextField
          key={name}
          form={parcelForm}
          name={name}
          id={`${idPrefix}-${name}`}
          label={PARCEL_FIELD_LABELS[name]}
          describedBy={hintId}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className={`${adminInputClass} tabular-nums`}
        />
      ))}
    </div>
  );
}
