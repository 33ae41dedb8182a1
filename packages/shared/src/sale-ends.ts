import type { Product } from './api';

/**
 * A sale price holds to the end of its last day in the shop's time zone. The admin picks that
 * day; the server keeps the first instant after it (midnight starting the next day, shop time),
 * the moment the sale price stops; shoppers and search engines are told the day again.
 */

const dayParts = (timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

/** The day an instant falls on in `timeZone`, YYYY-MM-DD. */
export function dayIn(instant: Date, timeZone: string): string {
  const parts = dayParts(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * The last day a sale holds, YYYY-MM-DD in `timeZone`, from the instant it ends (`saleEndsAt`, ISO,
 * the first instant it no longer holds); undefined for anything that is not an instant.
 */
export function saleLastDay(saleEndsAt: string, timeZone: string): string | undefined {
  const end = Date.parse(saleEndsAt);
  return Number.isNaN(end) ? undefined : dayIn(new Date(end - 1), timeZone);
}

/**
 * The last day a product's sale price holds, YYYY-MM-DD in `timeZone`; undefined when the price it
 * is offered at is not a sale price, or the sale has no end.
 */
export function productSaleLastDay(
  product: Pick<Product, 'price' | 'discountPrice' | 'saleEndsAt'>,
  timeZone: string,
): string | undefined {
  const onSale = product.discountPrice !== null && product.discountPrice < product.price;
  return onSale && product.saleEndsAt !== null
    ? saleLastDay(product.saleEndsAt, timeZone)
    : undefined;
}
