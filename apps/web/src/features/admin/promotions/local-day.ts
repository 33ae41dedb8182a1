import { shopToday } from '../../../lib/shop-time';

/**
 * Today in the shop's calendar, YYYY-MM-DD as the date inputs write them: the forms' expiry check
 * and the date inputs' `min` use it, so they agree with the server's own day whatever this
 * computer's zone.
 */
export function localToday(now: Date = new Date()): string {
  return shopToday(now);
}
