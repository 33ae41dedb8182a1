import { z } from '../zod';

/**
 * One unit of a product packed, as couriers book a parcel: its weight in grams and its box in cm.
 * Categories always have them; a product has its own or takes its category's, field by field.
 */
export const PARCEL_FIELDS = ['weightGrams', 'lengthCm', 'breadthCm', 'heightCm'] as const;
export type ParcelField = (typeof PARCEL_FIELDS)[number];

/**
 * What one unit may weigh and measure: 30 kg and 150 cm a side are where couriers' ordinary
 * parcel services stop (heavier or longer goes as freight, which the shop does not book).
 */
export const PARCEL_UNIT_LIMITS = { maxWeightGrams: 30_000, maxSideCm: 150 } as const;

export const PARCEL_FIELD_MESSAGES = {
  weightRequired: 'Weight is required',
  weightInvalid: 'Weight must be a whole number of grams, from 1 to 30,000',
  lengthRequired: 'Length is required',
  lengthInvalid: 'Length must be a whole number of cm, from 1 to 150',
  breadthRequired: 'Breadth is required',
  breadthInvalid: 'Breadth must be a whole number of cm, from 1 to 150',
  heightRequired: 'Height is required',
  heightInvalid: 'Height must be a whole number of cm, from 1 to 150',
} as const;

/** Each field's words: when it is left empty where it is needed, and when it is out of bounds. */
export const PARCEL_FIELD_WORDS: Record<ParcelField, { required: string; invalid: string }> = {
  weightGrams: {
    required: PARCEL_FIELD_MESSAGES.weightRequired,
    invalid: PARCEL_FIELD_MESSAGES.weightInvalid,
  },
  lengthCm: {
    required: PARCEL_FIELD_MESSAGES.lengthRequired,
    invalid: PARCEL_FIELD_MESSAGES.lengthInvalid,
  },
  breadthCm: {
    required: PARCEL_FIELD_MESSAGES.breadthRequired,
    invalid: PARCEL_FIELD_MESSAGES.breadthInvalid,
  },
  heightCm: {
    required: PARCEL_FIELD_MESSAGES.heightRequired,
    invalid: PARCEL_FIELD_MESSAGES.heightInvalid,
  },
};

const maxOf = (field: ParcelField) =>
  field === 'weightGrams' ? PARCEL_UNIT_LIMITS.maxWeightGrams : PARCEL_UNIT_LIMITS.maxSideCm;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Forms send text (multipart, or a typed field): a figure is read as a number, blank left be. */
const numberFromText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

const wholeNumber = (field: ParcelField, blankMessage: string) => {
  const { invalid } = PARCEL_FIELD_WORDS[field];
  return z
    .number({ error: (issue) => (isBlank(issue.input) ? blankMessage : invalid) })
    .int(invalid)
    .min(1, invalid)
    .max(maxOf(field), invalid);
};

/**
 * A category's figure: needed, but left out it is the default on a new category and stays as it
 * was on an edit, so clients that never send it keep working.
 */
export const categoryParcelField = (field: ParcelField) =>
  z.preprocess(numberFromText, wholeNumber(field, PARCEL_FIELD_WORDS[field].required)).optional();

/**
 * A product's own figure: empty (or null) hands the field back to its category; left out, an edit
 * keeps what the product had.
 */
export const productParcelField = (field: ParcelField) =>
  z
    .preprocess(
      (value) => (isBlank(value) ? null : numberFromText(value)),
      wholeNumber(field, PARCEL_FIELD_WORDS[field].invalid).nullable(),
    )
    .optional();
