import {
  COLOUR_MESSAGES,
  COLOUR_PALETTE,
  colourHexField,
  colourNameField,
  type ProductColour,
} from '@littleloom/shared';

/** The "Custom…" choice: a name and a dot colour the admin types. */
export const CUSTOM_COLOUR = 'custom';
/** The "None" choice: the product has no colour. */
export const NO_COLOUR = '';

/** Said when no choice at all is made where a colour is needed (the Add another colour dialog). */
export const PICK_A_COLOUR = 'Pick a colour';

/**
 * A colour as a form holds it: `colourChoice` is a palette colour's name, "custom" or "" for none;
 * the name and hex are the custom colour as typed.
 */
export interface ColourFormValues {
  colourChoice: string;
  colourName: string;
  colourHex: string;
}

export type ColourField = keyof ColourFormValues;

export const NO_COLOUR_VALUES: ColourFormValues = {
  colourChoice: NO_COLOUR,
  colourName: '',
  colourHex: '',
};

/**
 * A product's colour as the form shows it: a palette colour when both its name and dot match one,
 * else a custom colour with its name and dot filled in.
 */
export function colourFormValues(colour: ProductColour | null): ColourFormValues {
  if (!colour) return NO_COLOUR_VALUES;
  const listed = paletteColour(colour.name);
  if (listed && listed.hex === colour.hex.toLowerCase()) {
    return { colourChoice: listed.name, colourName: '', colourHex: '' };
  }
  return { colourChoice: CUSTOM_COLOUR, colourName: colour.name, colourHex: colour.hex };
}

/** The palette colour of that name (any case), if there is one. */
export function paletteColour(name: string): ProductColour | undefined {
  const wanted = name.trim().toLowerCase();
  return COLOUR_PALETTE.find((colour) => colour.name.toLowerCase() === wanted);
}

export type ColourReading =
  | { colour: ProductColour | null; errors?: never }
  | { colour?: never; errors: Partial<Record<ColourField, string>> };

/**
 * The colour chosen, checked by the shared fields (the server checks the same): null for none, or
 * the field messages of a custom colour that does not pass.
 */
export function readColour(values: ColourFormValues): ColourReading {
  if (values.colourChoice === NO_COLOUR) return { colour: null };
  if (values.colourChoice !== CUSTOM_COLOUR) {
    const listed = paletteColour(values.colourChoice);
    return listed ? { colour: listed } : { errors: { colourChoice: PICK_A_COLOUR } };
  }
  const name = colourNameField.safeParse(values.colourName);
  const hex = colourHexField.safeParse(values.colourHex);
  if (name.success && hex.success) return { colour: { name: name.data, hex: hex.data } };
  const errors: Partial<Record<ColourField, string>> = {};
  if (!name.success) errors.colourName = name.error.issues[0]?.message;
  if (!hex.success) errors.colourHex = hex.error.issues[0]?.message;
  return { errors };
}

/** True for a dot colour the browser's colour input can show as it is. */
export function isHexColour(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value.trim());
}

/** The server's refusals that belong under the colour fields, by field. */
export const COLOUR_REFUSALS = {
  colourChoice: [
    COLOUR_MESSAGES.bothOrNeither,
    COLOUR_MESSAGES.styleNeedsColours,
    COLOUR_MESSAGES.styleColoursRepeat,
  ],
  colourName: [COLOUR_MESSAGES.nameRequired, COLOUR_MESSAGES.nameInvalid],
  colourHex: [COLOUR_MESSAGES.hexInvalid],
} as const;
