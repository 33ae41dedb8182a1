const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "3 Dec 2026" for a day in the shop's calendar, written YYYY-MM-DD (a day in SHOP_TIMEZONE, as
 * the server names it: an offer's last day, a return's last day). It is read as a day, not an
 * instant, so no time zone, the reader's or the server's, can move it to its neighbour. Anything
 * that is not such a day is given back as it came.
 */
export function formatShopDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}
