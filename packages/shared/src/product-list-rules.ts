/**
 * The collection query's limits and messages, without zod: the web app reads a collection link
 * with them on its first download, where the schema's library would be dead weight. The schema
 * (validation/product-list.ts) enforces the same on the server.
 */
export const PRODUCT_LIST_MESSAGES = {
  unknownCategory: 'Unknown category',
  unknownSort: 'Unknown sort option',
  minPriceInvalid: 'Minimum price must be an amount in rupees, 0 or more, with at most 2 decimals',
  maxPriceInvalid: 'Maximum price must be an amount in rupees, 0 or more, with at most 2 decimals',
  minAboveMax: 'Minimum price cannot be more than the maximum price',
  flagInvalid: 'Use true or false',
} as const;

/** The highest price bound accepted, in rupees: far above anything the shop sells. */
export const MAX_PRICE_BOUND = 10_000_000;

/** How many values one filter may list, and how long a size, colour or brand may be. */
export const MAX_FILTER_VALUES = 50;
export const MAX_FILTER_VALUE_LENGTH = 60;
