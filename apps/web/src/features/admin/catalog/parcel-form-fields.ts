import {
  PARCEL_FIELD_WORDS,
  PARCEL_FIELDS,
  type ParcelField,
  type ParcelMeasures,
} from '@littleloom/shared';

/** The parcel fields in the order the forms show them, with their labels. */
export const PARCEL_FIELD_LABELS: Record<ParcelField, string> = {
  weightGrams: 'Weight (g)',
  lengthCm: 'Length (cm)',
  breadthCm: 'Breadth (cm)',
  heightCm: 'Height (cm)',
};

/** The parcel fields as a form holds them: text as typed. */
export type ParcelFormValues = Record<ParcelField, string>;

/** A form's parcel fields filled from figures; a missing figure leaves its field empty. */
export function parcelFormValues(
  figures: Partial<Record<ParcelField, number | null>>,
): ParcelFormValues {
  const values = {} as ParcelFormValues;
  for (const field of PARCEL_FIELDS) {
    const figure = figures[field];
    values[field] = figure === null || figure === undefined ? '' : String(figure);
  }
  return values;
}

/** One unit packed, in a few words: '300 g, 30 × 25 × 5 cm'. */
export function parcelSummary(figures: ParcelMeasures): string {
  return `${figures.weightGrams.toLocaleString('en-IN')} g, ${figures.lengthCm} × ${figures.breadthCm} × ${figures.heightCm} cm`;
}

/** The server's refusals about each parcel field (the shared words), to show under that field. */
export const PARCEL_REFUSALS: Record<ParcelField, readonly string[]> = {
  weightGrams: [PARCEL_FIELD_WORDS.weightGrams.required, PARCEL_FIELD_WORDS.weightGrams.invalid],
  lengthCm: [PARCEL_FIELD_WORDS.lengthCm.required, PARCEL_FIELD_WORDS.lengthCm.invalid],
  breadthCm: [PARCEL_FIELD_WORDS.breadthCm.required, PARCEL_FIELD_WORDS.breadthCm.invalid],
  heightCm: [PARCEL_FIELD_WORDS.heightCm.required, PARCEL_FIELD_WORDS.heightCm.invalid],
};
