/**
 * The order a parent reads sizes in, the same on every list (filters, product page, back office):
 * ages in months, then ages in years, then letter sizes (XS < S < M < L < XL < XXL), then shoe sizes
 * by number, then anything the shop wrote another way, and Free Size last. Within a kind sizes go
 * by their numbers (0-3M before 0-6M before 3-6M), so "12-18M" never lands before "3-6M" as it
 * does in alphabetical order.
 */

/** The kinds of size, in the order they are listed. */
const KIND = { months: 0, years: 1, letters: 2, shoes: 3, other: 4, free: 5 } as const;

interface SizeKey {
  kind: number;
  numbers: number[];
  /** Shoe sizes of one system (UK, EU, US) stay together. */
  system: string;
}

const LETTERS = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
/** "2XL" is written for XXL as often as not. */
const NUMBERED_X = /^([2-4])XL$/;

const AGE = /^(\d+(?:\.\d+)?)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?))?\s*([a-z]+)$/;
const MONTH_UNITS = new Set(['m', 'mo', 'mos', 'mth', 'mths', 'month', 'months']);
const YEAR_UNITS = new Set(['y', 'yr', 'yrs', 'year', 'years']);
const SHOE = /^(uk|eu|us|in|c)\s*(\d+(?:\.\d+)?)$/;

function keyOf(size: string): SizeKey {
  const text = size.trim().toLowerCase();
  if (/^(free\s*size|one\s*size|free)$/.test(text))
    return { kind: KIND.free, numbers: [], system: '' };
  const age = AGE.exec(text);
  if (age) {
    const numbers = [Number(age[1]), Number(age[2] ?? age[1])];
    const unit = age[3] ?? '';
    if (MONTH_UNITS.has(unit)) return { kind: KIND.months, numbers, system: '' };
    if (YEAR_UNITS.has(unit)) return { kind: KIND.years, numbers, system: '' };
  }
  const upper = text.toUpperCase();
  const xl = NUMBERED_X.exec(upper);
  const letter = LETTERS.indexOf(xl ? `${'X'.repeat(Number(xl[1]))}L` : upper);
  if (letter >= 0) return { kind: KIND.letters, numbers: [letter], system: '' };
  const shoe = SHOE.exec(text);
  if (shoe) return { kind: KIND.shoes, numbers: [Number(shoe[2])], system: shoe[1] ?? '' };
  return { kind: KIND.other, numbers: [], system: '' };
}

const otherOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Compares two size labels in the order above. Labels the order cannot tell apart ("UK 6" and
 * "uk6") fall back to their code units, so every sort of the same labels gives the same list.
 */
export function compareSizes(a: string, b: string): number {
  const left = keyOf(a);
  const right = keyOf(b);
  if (left.kind !== right.kind) return left.kind - right.kind;
  if (left.system !== right.system) return left.system < right.system ? -1 : 1;
  for (let i = 0; i < Math.max(left.numbers.length, right.numbers.length); i++) {
    const difference = (left.numbers[i] ?? 0) - (right.numbers[i] ?? 0);
    if (difference !== 0) return difference;
  }
  const other = left.kind === KIND.other ? otherOrder.compare(a, b) : 0;
  if (other !== 0) return other;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A copy of `items` in size order, each read by `sizeOf` (a size line, a filter value). */
export function sortBySize<T>(items: readonly T[], sizeOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareSizes(sizeOf(a), sizeOf(b)));
}
