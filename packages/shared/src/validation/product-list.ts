import { z } from '../zod';
import { SORT_OPTIONS } from '../constants';
import { hasAtMostTwoDecimals } from '../money';
import { SEARCH_TEXT_MAX_LENGTH } from './search-suggestions';
import {
  MAX_FILTER_VALUE_LENGTH,
  MAX_FILTER_VALUES,
  MAX_PRICE_BOUND,
  PRODUCT_LIST_MESSAGES,
} from '../product-list-rules';

export {
  MAX_FILTER_VALUE_LENGTH,
  MAX_FILTER_VALUES,
  MAX_PRICE_BOUND,
  PRODUCT_LIST_MESSAGES,
} from '../product-list-rules';

// Every value is normalised here, so that every way of asking for the same page is one cache
// entry on the server: search is case-insensitive, and lists are sorted and without repeats.

const categoryList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')))
  .pipe(z.array(z.uuid(PRODUCT_LIST_MESSAGES.unknownCategory)).max(MAX_FILTER_VALUES))
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))].sort());

/**
 * Sizes or brands, repeated (`brand=a&brand=b`), comma-separated (`brand=a,b`) or both. Matched
 * exactly as the shop writes them; a value the shop does not have matches nothing.
 */
const valueList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((text) => text.split(','))
      .map((text) => text.trim())
      .filter((text) => text !== ''),
  )
  .pipe(z.array(z.string().max(MAX_FILTER_VALUE_LENGTH)).max(MAX_FILTER_VALUES))
  .transform((values) => [...new Set(values)].sort());

/**
 * Colours by name, listed as sizes and brands are. Matched whatever the case ("navy" finds
 * "Navy"), so they are lower-cased here and every spelling is one cache entry.
 */
const colourList = valueList.transform((names) =>
  [...new Set(names.map((name) => name.toLowerCase()))].sort(),
);

const priceBound = (message: string) =>
  z.coerce
    .number({ error: message })
    .min(0, message)
    .max(MAX_PRICE_BOUND, message)
    .refine(hasAtMostTwoDecimals, message);

/** `true` turns the filter on; `false` is the same as leaving it out (one cache entry for both). */
const flag = z
  .enum(['true', 'false'], PRODUCT_LIST_MESSAGES.flagInvalid)
  .transform((value) => (value === 'true' ? true : undefined));

/**
 * The collection's query (`GET /api/products`): search, category, the facet filters, sort and
 * page. Prices are rupees, on the price a shopper pays (the sale price when there is one).
 */
export const productListQuerySchema = z
  .strictObject({
    search: z
      .string()
      .trim()
      .max(SEARCH_TEXT_MAX_LENGTH)
      .transform((text) => text.toLowerCase())
      .optional(),
    category: categoryList.optional(),
    size: valueList.optional(),
    brand: valueList.optional(),
    colour: colourList.optional(),
    minPrice: priceBound(PRODUCT_LIST_MESSAGES.minPriceInvalid).optional(),
    maxPrice: priceBound(PRODUCT_LIST_MESSAGES.maxPriceInvalid).optional(),
    inStock: flag.optional(),
    onSale: flag.optional(),
    sort: z.enum(SORT_OPTIONS, PRODUCT_LIST_MESSAGES.unknownSort).optional(),
    page: z.coerce.number().int().min(1).max(10_000).optional(),
    limit: z.coerce.number().int().min(1).max(60).optional(),
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { message: PRODUCT_LIST_MESSAGES.minAboveMax, path: ['minPrice'] },
  );
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;
export type ProductListQueryFields = z.output<typeof productListQuerySchema>;
