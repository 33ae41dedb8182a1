import { dayIn } from '@littleloom/shared';

/**
 * The shop's clock: Little Loom works, packs and hands parcels over in India, so a moment in its
 * story (a courier's scan) is told in India's time, wherever the reader's device thinks it is. The
 * server's SHOP_TIMEZONE has the same default.
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const momentFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});

/**
 * "Mon, 23 Nov, 4:05 pm" for an ISO instant, in the shop's time: the day and the hour a parcel
 * moved. The year goes without saying for a journey of days. Anything that is not a time is given
 * back as it came.
 */
export function formatShopTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : momentFormat.format(at);
}

/** Today in the shop's calendar, YYYY-MM-DD, wherever the reader's device thinks it is. */
export function shopToday(now: Date = new Date()): string {
  return dayIn(now, SHOP_TIME_ZONE);
}
