const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayMonthFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const nearDayFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/**
 * "3 Dec 2026" for a day in the shop's calendar, written YYYY-MM-DD (a day in SHOP_TIMEZONE, as
 * the server names it: an offer's last day, a return's last day). It is read as a day, not an
 * instant, so no time zone, the reader's or the server's, can move it to its neighbour. Anything
 * that is not such a day is given back as it came.
 */
export function formatShopDay(day: string): string {
  return formatDay(day, dayFormat);
}

/**
 * "Fri, 5 Dec" for a shop day in the coming days (a parcel's delivery by): the weekday is what a
 * shopper plans around, and the year goes without saying. Read as formatShopDay reads it.
 */
export function formatShopDayShort(day: string): string {
  return formatDay(day, nearDayFormat);
}

/** "30 Nov" for a shop day whose year goes without saying (a sale's last day). Read as above. */
export function formatShopDayMonth(day: string): string {
  return formatDay(day, dayMonthFormat);
}

function formatDay(day: string, format: Intl.DateTimeFormat): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}
