import { z } from '../zod';
import { isPlainText } from './text';

/**
 * The shop's palette: the colours the product form offers first. A product may take any other
 * colour (a custom name and hex); these keep the usual ones named the same way across products.
 */
export const COLOUR_PALETTE = [
  { name: 'White', hex: '#ffffff' },
  { name: 'Cream', hex: '#f5ecd7' },
  { name: 'Yellow', hex: '#f4c542' },
  { name: 'Mustard', hex: '#d4a017' },
  { name: 'Peach', hex: '#f7b89c' },
  { name: 'Orange', hex: '#ef7d3c' },
  { name: 'Red', hex: '#d64045' },
  { name: 'Pink', hex: '#f29bb8' },
  { name: 'Lavender', hex: '#b9a7e0' },
  { name: 'Purple', hex: '#7b4fa0' },
  { name: 'Sky blue', hex: '#8cc8ec' },
  { name: 'Navy', hex: '#23395d' },
  { name: 'Mint green', hex: '#a8e0c5' },
  { name: 'Green', hex: '#4f9d69' },
  { name: 'Olive', hex: '#7a7d3a' },
  { name: 'Brown', hex: '#8b5e3c' },
  { name: 'Grey', hex: '#9aa0a6' },
  { name: 'Black', hex: '#222222' },
] as const;

export const COLOUR_MESSAGES = {
  nameRequired: 'Give the colour a name',
  nameInvalid: 'A colour name is at most 30 characters, without control characters',
  hexInvalid: 'Pick the colour as #rrggbb, for example #f29bb8',
  bothOrNeither: 'A colour needs both a name and a dot colour',
  styleNeedsColours: 'Give every product in a style a colour first',
  styleColoursRepeat: 'Each colour can be in a style only once',
  styleTooLarge: 'A style can have at most 12 colours',
  styleProductUnknown: 'One of the chosen products was not found',
  styleUpdated: 'Colours updated',
  colourAdded: 'New colour added. Add its pictures and stock.',
} as const;

export const MAX_COLOURS_PER_STYLE = 12;

export const colourNameField = z
  .string()
  .trim()
  .min(1, COLOUR_MESSAGES.nameRequired)
  .max(30, COLOUR_MESSAGES.nameInvalid)
  .refine(isPlainText, COLOUR_MESSAGES.nameInvalid);

/** `#rrggbb`, any case in, lower case out (the database keeps one spelling). */
export const colourHexField = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, COLOUR_MESSAGES.hexInvalid)
  .transform((hex) => hex.toLowerCase());

/** "Add another colour": the copy's colour. */
export const newColourSchema = z.strictObject({
  colourName: colourNameField,
  colourHex: colourHexField,
});
export type NewColourInput = z.input<typeof newColourSchema>;

/**
 * A style's members, set from one of them: the other products that differ from it only in
 * colour. An empty list takes the product out of its style.
 */
export const styleMembersSchema = z.strictObject({
  siblingIds: z
    .array(z.uuid(COLOUR_MESSAGES.styleProductUnknown))
    .max(MAX_COLOURS_PER_STYLE - 1, COLOUR_MESSAGES.styleTooLarge)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
export type StyleMembersInput = z.input<typeof styleMembersSchema>;
