/**
 * India's financial year runs from 1 April to 31 March. Invoice and credit-note serials restart
 * each year, and the year is read in the shop's time zone, so a sale at 00:30 IST on 1 April
 * belongs to the new year even though it is still 31 March in UTC.
 */

/** The calendar year in which the financial year holding `at` began. */
export function financialYearStart(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(at);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return month >= 4 ? year : year - 1;
}

/** The financial year as invoices print it: 2026 → "26-27". */
export function financialYearLabel(startYear: number): string {
  const two = (year: number) => String(year % 100).padStart(2, '0');
  return `${two(startYear)}-${two(startYear + 1)}`;
}

/**
 * A document's serial: prefix, year and a six-digit count, e.g. LL/26-27/000123. At most 16
 * characters, as CGST Rule 46 allows, for prefixes of up to 3 characters and counts below a million.
 */
export function documentSerial(prefix: string, startYear: number, count: number): string {
  if (!Number.isSafeInteger(count) || count < 1 || count > 999_999) {
    throw new RangeError('A serial count runs from 1 to 999999');
  }
  const serial = `${prefix}/${financialYearLabel(startYear)}/${String(count).padStart(6, '0')}`;
  if (serial.length > 16) throw new RangeError('A serial has at most 16 characters');
  return serial;
}
