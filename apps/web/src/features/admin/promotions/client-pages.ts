import { PAGE_SIZE } from '@littleloom/shared';

/** Coupons and offers are shown ten to a page, like the back office's other lists. */
export const PROMOTIONS_PAGE_SIZE = PAGE_SIZE.adminPromotions;

/**
 * One page of a list the server sends whole (coupons, offers: a shop has tens, not thousands).
 * A page past the end (the last row on it deleted) shows the last page instead.
 */
export function clientPage<T>(items: readonly T[], wanted: number) {
  const total = items.length;
  const pages = Math.ceil(total / PROMOTIONS_PAGE_SIZE);
  const page = Math.min(Math.max(wanted, 1), Math.max(pages, 1));
  const rows = items.slice((page - 1) * PROMOTIONS_PAGE_SIZE, page * PROMOTIONS_PAGE_SIZE);
  return { page, pages, total, rows };
}
