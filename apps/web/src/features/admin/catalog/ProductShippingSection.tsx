import type { ProductCategoryRef } from '@littleloom/shared';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { adminHintClass } from '../ui/admin-styles';
import { parcelSummary } from './parcel-form-fields';
import { ParcelMeasureInputs } from './ParcelMeasureInputs';
import type { ProductFormValues } from './product-form-values';
import { ProductFormSection } from './ProductFormSection';
import { knownParcel, useCategoryChoices } from './use-category-choices';

/** One unit packed; empty figures fall back to the chosen category's. */
export function ProductShippingSection({
  currentCategory,
}: {
  currentCategory: ProductCategoryRef | undefined;
}) {
  const form = useFormContext<ProductFormValues>();
  const parcelHintId = useId();
  const { chosen } = useCategoryChoices(currentCategory);
  const categoryParcel = chosen ? knownParcel(chosen) : undefined;
  return (
    <ProductFormSection
      title="Shipping"
      hint="One unit packed, as parcels are booked with couriers: its weight and its box."
    >
      <ParcelMeasureInputs idPrefix="product" hintId={parcelHintId} form={form} />
      <p id={parcelHintId} className={`-mt-2 ${adminHintClass}`}>
        {categoryParcel
          ? `Leave empty to use the category’s (${parcelSummary(categoryParcel)}).`
          : 'Leave empty to use the category’s.'}
      </p>
    </ProductFormSection>
  );
}
