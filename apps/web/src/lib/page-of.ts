/**
 * Paging a list the server sends whole (saved addresses, orders) on the client, with the page in
 * the URL (`?page=`) so Back and a reload keep it, as the collection does.
 */

/** `?page=` as a page number: 1 when missing or not a whole number above 1. */
export function requestedPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** One page of a list and how many there are; a page past the end (after a delete) is the last. */
export function pageOf<T>(items: readonly T[], requested: number, perPage: number) {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const page = Math.min(requested, pages);
  return { page, pages, items: items.slice((page - 1) * perPage, page * perPage) };
}
