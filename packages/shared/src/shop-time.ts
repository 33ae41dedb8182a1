/**
 * Every date and time a person reads is told in the shop's time, India's (ARCHITECTURE §7), whatever
 * zone the reader's device or the server is set to: an order placed at 10:30 pm IST on 28 Nov reads
 * 28 Nov on the order page, in the timeline, on the label and in the sales report alike. The
 * server's SHOP_TIMEZONE has the same default and passes its own zone where it formats.
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const STYLES = {
  /** "3 Mar 2026" */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  /** "March 2026" */
  monthYear: { month: 'long', year: 'numeric' },
  /** "3 Mar 2026, 4:05 pm" */
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** "Mon, 23 Nov, 4:05 pm": a step of a journey of days, whose year goes without saying. */
  moment: { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  /** "3 Mar 2026, 4:05 pm" with the month's short name and the year: a file or a mail's stamp. */
  stamp: { dateStyle: 'medium', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type ShopTimeStyle = keyof typeof STYLES;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(style: ShopTimeStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${style}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { ...STYLES[style], timeZone });
    formats.set(key, format);
  }
  return format;
}

/**
 * An instant (ISO text or a Date) as people read it, in the shop's time zone (or `timeZone`, the
 * server's SHOP_TIMEZONE). Anything that is not an instant is given back as it came.
 */
export function formatShopInstant(
  at: string | Date,
  style: ShopTimeStyle,
  timeZone: string = SHOP_TIME_ZONE,
): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) return typeof at === 'string' ? at : '';
  return formatFor(style, timeZone).format(instant);
}
