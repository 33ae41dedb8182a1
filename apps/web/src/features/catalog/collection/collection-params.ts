import {
  MAX_FILTER_VALUE_LENGTH,
  MAX_FILTER_VALUES,
  MAX_PRICE_BOUND,
  type SortOption,
} from '@littleloom/shared';
import { SEARCH_PARAM } from '../search/use-search-bar';
import { DEFAULT_SORT, isSortOption } from '../sort-options';

/**
 * The collection's whole view lives in the URL, so a view can be shared, survives a reload, and
 * Back returns to it: `?category=<id>&size=<size>&colour=<name>&brand=<name>&minPrice=<₹>&
 * maxPrice=<₹>&inStock=true&onSale=true&sort=<option>&page=<n>&search=<text>`. These helpers read
 * and write that query. Lists are read as the server reads them (repeated or comma-separated,
 * trimmed, without repeats, sorted), so every way of writing one view asks for the same page;
 * every change of filter or sort starts again at page 1.
 */
export const CATEGORY_PARAM = 'category';
export const SIZE_PARAM = 'size';
export const COLOUR_PARAM = 'colour';
export const BRAND_PARAM = 'brand';
export const MIN_PRICE_PARAM = 'minPrice';
export const MAX_PRICE_PARAM = 'maxPrice';
export const IN_STOCK_PARAM = 'inStock';
export const ON_SALE_PARAM = 'onSale';
export const SORT_PARAM = 'sort';
export const PAGE_PARAM = 'page';

/** What narrows the list, besides the search. */
export interface CollectionFilters {
  /** Category ids, lower case. Every list here is sorted and without repeats. */
  categories: string[];
  /** Sizes in stock, as the shop writes them. */
  sizes: string[];
  /** Colour names, lower case: the server matches them whatever the case. */
  colours: string[];
  brands: string[];
  /** Rupees on the price a shopper pays; null when that side is open. */
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  onSale: boolean;
}

export interface CollectionView extends CollectionFilters {
  /** The search text as typed (trimmed); '' when there is none. */
  search: string;
  sort: SortOption;
  /** 1-based. */
  page: number;
}

export type ValueFilter = 'sizes' | 'colours' | 'brands';
export type FlagFilter = 'inStock' | 'onSale';

export const NO_FILTERS: CollectionFilters = {
  categories: [],
  sizes: [],
  colours: [],
  brands: [],
  minPrice: null,
  maxPrice: null,
  inStock: false,
  onSale: false,
};

const LIST_PARAMS = {
  categories: CATEGORY_PARAM,
  sizes: SIZE_PARAM,
  colours: COLOUR_PARAM,
  brands: BRAND_PARAM,
} as const satisfies Record<'categories' | ValueFilter, string>;

const FLAG_PARAMS = { inStock: IN_STOCK_PARAM, onSale: ON_SALE_PARAM } as const;

/** Every parameter a filter writes, in the order the page writes them. */
const FILTER_PARAMS = [
  CATEGORY_PARAM,
  SIZE_PARAM,
  COLOUR_PARAM,
  BRAND_PARAM,
  MIN_PRICE_PARAM,
  MAX_PRICE_PARAM,
  IN_STOCK_PARAM,
  ON_SALE_PARAM,
] as const;

/** Category ids are UUIDs; anything else in a hand-edited link is ignored, not sent. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sorted by code unit, as the server sorts them (not by locale). */
function normalised(values: readonly string[]): string[] {
  return [...new Set(values)].sort().slice(0, MAX_FILTER_VALUES);
}

function readList(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= MAX_FILTER_VALUE_LENGTH);
}

/** A value as the filter keeps it: colours in lower case (as the server keys them), the rest as written. */
export function filterValue(filter: ValueFilter, value: string): string {
  return filter === 'colours' ? value.toLowerCase() : value;
}

/** Rupees written plainly, with at most 2 decimals ("500", "499.5"). */
const PRICE_TEXT = /^\d+(?:\.\d{1,2})?$/;

/**
 * A price bound the server accepts (rupees, 0 or more, at most 2 decimals, not beyond its
 * highest bound), read from text; null when the text is not one. Read from the text rather than
 * checked as a number, so the first download need not carry the money helpers.
 */
export function parsePriceBound(text: string): number | null {
  const plain = text.trim();
  if (!PRICE_TEXT.test(plain)) return null;
  const value = Number(plain);
  return value <= MAX_PRICE_BOUND ? value : null;
}

function readPrice(params: URLSearchParams, name: string): number | null {
  return parsePriceBound(params.get(name) ?? '');
}

export function readCollectionView(params: URLSearchParams): CollectionView {
  const categories = readList(params, CATEGORY_PARAM)
    .filter((value) => UUID.test(value))
    .map((id) => id.toLowerCase());
  let minPrice = readPrice(params, MIN_PRICE_PARAM);
  let maxPrice = readPrice(params, MAX_PRICE_PARAM);
  // The server refuses a minimum above the maximum; a link that has one drops the price filter.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    minPrice = null;
    maxPrice = null;
  }
  const sort = params.get(SORT_PARAM);
  const page = Number(params.get(PAGE_PARAM));
  return {
    search: (params.get(SEARCH_PARAM) ?? '').trim(),
    categories: normalised(categories),
    sizes: normalised(readList(params, SIZE_PARAM)),
    colours: normalised(readList(params, COLOUR_PARAM).map((name) => filterValue('colours', name))),
    brands: normalised(readList(params, BRAND_PARAM)),
    minPrice,
    maxPrice,
    inStock: params.get(IN_STOCK_PARAM) === 'true',
    onSale: params.get(ON_SALE_PARAM) === 'true',
    sort: isSortOption(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The query that asks for `view`, written one way whatever way the address wrote it (its lists
 * sorted, defaults left out, anything the collection does not read dropped): every address of
 * one view is one page, as the server keeps pages it drew.
 */
export function collectionViewQuery(view: CollectionView): URLSearchParams {
  const query = withFilters(new URLSearchParams(), view);
  if (view.sort !== DEFAULT_SORT) query.set(SORT_PARAM, view.sort);
  if (view.search !== '') query.set(SEARCH_PARAM, view.search);
  if (view.page > 1) query.set(PAGE_PARAM, String(view.page));
  return query;
}

/** How many filters are on (each chosen value, the price range and each switch count once). */
export function activeFilterCount(filters: CollectionFilters): number {
  return (
    filters.categories.length +
    filters.sizes.length +
    filters.colours.length +
    filters.brands.length +
    (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    (filters.onSale ? 1 : 0)
  );
}

/** True when something narrows the list (a filter or a search). */
export function hasFilters(view: CollectionView): boolean {
  return activeFilterCount(view) > 0 || view.search !== '';
}

/**
 * The query with the filters replaced by `filters`, back to page 1. The filters are written in
 * one order, each list sorted and repeated (`size=a&size=b`); the search, the sort and anything
 * else in the query stay as they are.
 */
export function withFilters(current: URLSearchParams, filters: CollectionFilters): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of current) {
    if (!(FILTER_PARAMS as readonly string[]).includes(name) && name !== PAGE_PARAM) {
      next.append(name, value);
    }
  }
  for (const [key, name] of Object.entries(LIST_PARAMS) as [keyof typeof LIST_PARAMS, string][]) {
    const values =
      key === 'categories'
        ? filters.categories.map((id) => id.toLowerCase())
        : filters[key].map((value) => filterValue(key, value));
    for (const value of normalised(values)) next.append(name, value);
  }
  const [minPrice, maxPrice] = orderedPrices(filters.minPrice, filters.maxPrice);
  if (minPrice !== null) next.append(MIN_PRICE_PARAM, String(minPrice));
  if (maxPrice !== null) next.append(MAX_PRICE_PARAM, String(maxPrice));
  for (const [key, name] of Object.entries(FLAG_PARAMS) as [FlagFilter, string][]) {
    if (filters[key]) next.append(name, 'true');
  }
  return next;
}

/** A range the server accepts: a minimum above the maximum drops the range. */
function orderedPrices(
  minPrice: number | null,
  maxPrice: number | null,
): [number | null, number | null] {
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) return [null, null];
  return [minPrice, maxPrice];
}

/** The filters of the query, changed by `change`, back to page 1. */
export function withFilterChange(
  current: URLSearchParams,
  change: Partial<CollectionFilters>,
): URLSearchParams {
  return withFilters(current, { ...readCollectionView(current), ...change });
}

/** Adds or removes one category, back to page 1. */
export function withCategory(
  current: URLSearchParams,
  categoryId: string,
  selected: boolean,
): URLSearchParams {
  const { categories } = readCollectionView(current);
  return withFilterChange(current, { categories: toggled(categories, categoryId, selected) });
}

/** Adds or removes one size, colour or brand, back to page 1. */
export function withValue(
  current: URLSearchParams,
  filter: ValueFilter,
  value: string,
  selected: boolean,
): URLSearchParams {
  const view = readCollectionView(current);
  const values = toggled(view[filter], filterValue(filter, value), selected);
  return withFilterChange(current, { [filter]: values });
}

function toggled(values: readonly string[], value: string, selected: boolean): string[] {
  const without = values.filter((v) => v !== value);
  return selected ? [...without, value] : without;
}

/** A new price range (null for an open side), back to page 1. */
export function withPrice(
  current: URLSearchParams,
  minPrice: number | null,
  maxPrice: number | null,
): URLSearchParams {
  return withFilterChange(current, { minPrice, maxPrice });
}

/** Turns "In stock only" or "On sale" on or off, back to page 1. */
export function withFlag(current: URLSearchParams, flag: FlagFilter, on: boolean): URLSearchParams {
  return withFilterChange(current, { [flag]: on });
}

/** A new order, back to page 1. The default order is left out of the URL. */
export function withSort(current: URLSearchParams, sort: SortOption): URLSearchParams {
  const next = new URLSearchParams(current);
  if (sort === DEFAULT_SORT) next.delete(SORT_PARAM);
  else next.set(SORT_PARAM, sort);
  next.delete(PAGE_PARAM);
  return next;
}

/**
 * Drops every filter but keeps the search and the order: a parent who searched "frock" and
 * clears the filters still wants frocks. The search has its own clear button.
 */
export function withoutFilters(current: URLSearchParams): URLSearchParams {
  return withFilters(current, NO_FILTERS);
}

/** The query string for one page of the current view ('?' alone when nothing is left). */
export function pageHref(current: URLSearchParams, page: number): string {
  const next = new URLSearchParams(current);
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page));
  const query = next.toString();
  return query ? `?${query}` : '?';
}

export type PageItem = number | 'gap';

/**
 * Which page numbers to show: the first, the last, and the current one with a neighbour either
 * side; a 'gap' stands for the pages left out (a single left-out page is shown instead).
 */
export function pageItems(page: number, pages: number): PageItem[] {
  const shown = new Set([1, pages, page - 1, page, page + 1]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of numbers) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && n - previous === 2) items.push(n - 1);
    else if (typeof previous === 'number' && n - previous > 2) items.push('gap');
    items.push(n);
  }
  return items;
}
