import type { SortOption } from '@littleloom/shared';
import { SEARCH_PARAM } from '../search/use-search-bar';
import { DEFAULT_SORT, isSortOption } from '../sort-options';

/**
 * The collection's whole view lives in the URL, so a view can be shared and Back returns to it:
 * `?category=<id>&category=<id>&sort=<option>&page=<n>&search=<text>`. These helpers read and
 * write that query; every change of filter, sort or search starts again at page 1.
 */
export const CATEGORY_PARAM = 'category';
export const SORT_PARAM = 'sort';
export const PAGE_PARAM = 'page';

export interface CollectionView {
  /** The search text as typed (trimmed); '' when there is none. */
  search: string;
  /** Selected category ids, without repeats, in the order they were chosen. */
  categories: string[];
  sort: SortOption;
  /** 1-based. */
  page: number;
}

/** Category ids are UUIDs; anything else in a hand-edited link is ignored, not sent. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readCollectionView(params: URLSearchParams): CollectionView {
  // Repeated (?category=a&category=b) is what the page writes; a comma list is accepted too.
  const categories = params
    .getAll(CATEGORY_PARAM)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => UUID.test(value));
  const sort = params.get(SORT_PARAM);
  const page = Number(params.get(PAGE_PARAM));
  return {
    search: (params.get(SEARCH_PARAM) ?? '').trim(),
    categories: [...new Set(categories)],
    sort: isSortOption(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** True when something narrows the list (a category or a search). */
export function hasFilters(view: CollectionView): boolean {
  return view.categories.length > 0 || view.search !== '';
}

function writeCategories(params: URLSearchParams, categories: readonly string[]): void {
  params.delete(CATEGORY_PARAM);
  for (const id of categories) params.append(CATEGORY_PARAM, id);
}

/** Adds or removes one category, back to page 1. */
export function withCategory(
  current: URLSearchParams,
  categoryId: string,
  selected: boolean,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const { categories } = readCollectionView(current);
  const without = categories.filter((id) => id !== categoryId);
  writeCategories(next, selected ? [...without, categoryId] : without);
  next.delete(PAGE_PARAM);
  return next;
}

/** A new order, back to page 1. The default order is left out of the URL. */
export function withSort(current: URLSearchParams, sort: SortOption): URLSearchParams {
  const next = new URLSearchParams(current);
  if (sort === DEFAULT_SORT) next.delete(SORT_PARAM);
  else next.set(SORT_PARAM, sort);
  next.delete(PAGE_PARAM);
  return next;
}

/** Drops the categories and the search (which also closes the search bar), keeps the order. */
export function withoutFilters(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(CATEGORY_PARAM);
  next.delete(SEARCH_PARAM);
  next.delete(PAGE_PARAM);
  return next;
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
