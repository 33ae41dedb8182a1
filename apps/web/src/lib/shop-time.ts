import { dayIn, formatShopInstant, SHOP_TIME_ZONE } from '@littleloom/shared';

/**
 * The shop's clock: Little Loom works, packs and hands parcels over in India, so a moment in its
 * story (a courier's scan) is told in India's time, wherever the reader's device thinks it is.
 * Every date on screen goes through `formatShopInstant` (a test keeps it so).
 */
export { SHOP_TIME_ZONE };

/**
 * "Mon, 23 Nov, 4:05 pm" for an ISO instant, in the shop's time: the day and the hour a parcel
 * moved. The year goes without saying for a journey of days. Anything that is not a time is given
 * back as it came.
 */
export function formatShopTime(iso: string): string {
  return formatShopInstant(iso, 'moment');
}

/** Today in the shop's calendar, YYYY-MM-DD, wherever the reader's device thinks it is. */
export function shopToday(now: Date = new Date()): string {
  return dayIn(now, SHOP_TIME_ZONE);
}
