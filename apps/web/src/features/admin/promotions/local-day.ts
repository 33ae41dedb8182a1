/** Calendar days as the date inputs write them: YYYY-MM-DD. */

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Today on this computer's calendar: the forms' expiry check and the date inputs' `min` use it.
 * The server checks again against the shop's own day.
 */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A day for people: "31 Dec 2026". Read as UTC so no time zone moves it to its neighbour. */
export function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}
