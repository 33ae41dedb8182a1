import type { IndianState } from '../validation/address';
import { GST_STATE_CODES } from './state-codes';

/** The characters a GSTIN's check character is computed over, in their value order. */
const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A GSTIN's shape: state code, the holder's PAN (five letters, four digits, a letter), the
 * registration's number under that PAN, the letter Z, and a check character.
 */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const GSTIN_MESSAGES = {
  length: 'A GSTIN has 15 characters.',
  shape: 'This is not a GSTIN: check the PAN part and the letters and digits.',
  state: 'The GSTIN does not start with the code of the chosen state.',
  checksum: 'The last character of this GSTIN does not match the rest. Check for a typing error.',
} as const;

/** The check character of a GSTIN's first 14 characters (GSTN's published modulus-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_ALPHABET.indexOf(first14[i] ?? '');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** Why a GSTIN is not acceptable for a seller in `state`, or null when it is. */
export function gstinProblem(gstin: string, state: IndianState): string | null {
  if (gstin.length !== 15) return GSTIN_MESSAGES.length;
  if (!GSTIN_SHAPE.test(gstin)) return GSTIN_MESSAGES.shape;
  const { code, olderCodes = [] } = GST_STATE_CODES[state];
  if (![code, ...olderCodes].includes(gstin.slice(0, 2))) return GSTIN_MESSAGES.state;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_MESSAGES.checksum;
  return null;
}
