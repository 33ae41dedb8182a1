/** Calendar days as the date inputs write them: YYYY-MM-DD. */

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Today on this computer's calendar: the forms' expiry check and the date inputs' `min` use it.
 * The server checks again against the shop's own day.
 */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
