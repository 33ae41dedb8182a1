import type { AdminOffer, OfferFields, OfferType } from '@littleloom/shared';
import type { ReactNode } from 'react';
import { Controller, useFormContext, type ControllerRenderProps } from 'react-hook-form';
import { CategoryPicker } from './CategoryPicker';
import type { OfferScopeValues } from './offer-form-values';
import type { PickerFieldProps } from './picker-props';
import { ProductPicker } from './ProductPicker';

interface OfferScopeFieldsProps {
  type: OfferType;
  /** Begins the pickers' ids: "offer-a" gives "offer-a-product" and "offer-a-category". */
  idPrefix: string;
  /** The offer being edited, whose product or category stays a choice even once unlisted. */
  current?: Pick<AdminOffer, 'product' | 'category'> | undefined;
  /** What a referral offer, which covers the whole cart, shows in place of a picker. */
  children: ReactNode;
}

/**
 * What an offer covers, in either offer form: the product picker, the category picker, or the
 * form's own referral part. The pickers are bound through the form's FormProvider because the two
 * forms' values differ in type and only share the scope fields (OfferScopeValues).
 */
export function OfferScopeFields({ type, idPrefix, current, children }: OfferScopeFieldsProps) {
  const {
    control,
    formState: { errors },
  } = useFormContext<OfferScopeValues, unknown, OfferFields>();

  if (type === 'product') {
    return (
      <Controller
        control={control}
        name="productId"
        render={({ field }) => (
          <ProductPicker
            id={`${idPrefix}-product`}
            {...boundTo(field)}
            error={errors.productId?.message}
            current={current?.product}
          />
        )}
      />
    );
  }
  if (type === 'category') {
    return (
      <Controller
        control={control}
        name="categoryId"
        render={({ field }) => (
          <CategoryPicker
            id={`${idPrefix}-category`}
            {...boundTo(field)}
            error={errors.categoryId?.message}
            current={current?.category}
          />
        )}
      />
    );
  }
  return children;
}

/** A picker's share of the Controller's field: its value, its change and blur, its focus. */
function boundTo(
  field: ControllerRenderProps<OfferScopeValues, keyof OfferScopeValues>,
): Omit<PickerFieldProps, 'id' | 'error'> {
  return {
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
  };
}
