import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORY_MESSAGES,
  categoryInputSchema,
  DEFAULT_CATEGORY_GST_RATE,
  DEFAULT_CATEGORY_HSN,
  DEFAULT_PARCEL_DIMENSIONS,
  GST_RATE_PERCENTS,
  hsnCodeField,
  isValueRatedHsn,
  TAX_FIELD_MESSAGES,
  type CategoryFields,
} from '@littleloom/shared';
import type { Resolver } from 'react-hook-form';
import type { AdminCategory } from './categories-admin-api';
import { PARCEL_REFUSALS, parcelFormValues, type ParcelFormValues } from './parcel-form-fields';

/**
 * A category's form as typed: the GST rate is the chosen option's text ('18'), the parcel
 * figures as typed.
 */
export interface CategoryFormValues extends ParcelFormValues {
  name: string;
  description: string;
  hsnCode: string;
  gstRate: string;
}
export type CategoryFieldName = keyof CategoryFormValues;

/**
 * The add form starts empty, with the HSN code, rate and parcel a new category gets by default.
 */
export const EMPTY_CATEGORY_FORM: CategoryFormValues = {
  name: '',
  description: '',
  hsnCode: DEFAULT_CATEGORY_HSN,
  gstRate: String(DEFAULT_CATEGORY_GST_RATE),
  ...parcelFormValues(DEFAULT_PARCEL_DIMENSIONS),
};

/** A row opened for editing starts from the category as kept. */
export function valuesFromCategory(category: AdminCategory): CategoryFormValues {
  return {
    name: category.name,
    description: category.description,
    hsnCode: category.hsnCode,
    gstRate: String(category.gstRate),
    ...parcelFormValues(category),
  };
}

/** The GST rate's choices, as the shared rules allow them. */
export const GST_RATE_OPTIONS = GST_RATE_PERCENTS.map((rate) => ({
  value: String(rate),
  label: `${rate}%`,
}));

/** The shared rules the server applies too. */
export const categoryResolver = zodResolver(categoryInputSchema) as unknown as Resolver<
  CategoryFormValues,
  unknown,
  CategoryFields
>;

/** The server's refusals that belong under a field, by the field they are about. */
export const CATEGORY_REFUSALS = {
  name: [CATEGORY_MESSAGES.nameRequired, CATEGORY_MESSAGES.nameBlank, CATEGORY_MESSAGES.duplicate],
  description: [CATEGORY_MESSAGES.descriptionRequired, CATEGORY_MESSAGES.descriptionBlank],
  hsnCode: [TAX_FIELD_MESSAGES.hsnInvalid],
  gstRate: [TAX_FIELD_MESSAGES.rateInvalid],
  ...PARCEL_REFUSALS,
} as const satisfies Record<CategoryFieldName, readonly string[]>;

/** What the rate field is for (gst/tax.ts: apparel and footwear pay by each piece's price). */
export const GST_RATE_HINT =
  'Used for goods outside HSN chapters 61–64; clothing and footwear pay 5% or 18% by each ' +
  'piece’s price.';

/** The HSN chapter typed, when it is one whose goods pay by price (so the fixed rate is unused). */
export function valueRatedChapter(hsnCode: string): string | null {
  const code = hsnCodeField.safeParse(hsnCode);
  return code.success && isValueRatedHsn(code.data) ? code.data.slice(0, 2) : null;
}

/** How a category's goods are taxed, in a few words (the categories table). */
export function gstRateLabel(category: Pick<AdminCategory, 'hsnCode' | 'gstRate'>): string {
  return valueRatedChapter(category.hsnCode)
    ? 'GST 5% or 18% by price'
    : `GST ${category.gstRate}%`;
}
