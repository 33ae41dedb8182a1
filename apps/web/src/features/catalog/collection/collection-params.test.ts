import { describe, expect, it } from 'vitest';
import {
  pageHref,
  pageItems,
  readCollectionView,
  withCategory,
  withoutFilters,
  withSort,
} from './collection-params';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('readCollectionView', () => {
  it('reads repeated and comma-separated categories, sort, page and search', () => {
    const view = readCollectionView(
      new URLSearchParams(`category=${A}&category=${B},${A}&sort=a-z&page=3&search=%20frock%20`),
    );
    expect(view).toEqual({ categories: [A, B], sort: 'a-z', page: 3, search: 'frock' });
  });

  it('falls back to the defaults for anything it does not understand', () => {
    const view = readCollectionView(new URLSearchParams('category=boys&sort=cheapest&page=-2'));
    expect(view).toEqual({ categories: [], sort: 'relevant', page: 1, search: '' });
    expect(readCollectionView(new URLSearchParams('page=2.5')).page).toBe(1);
  });
});

describe('changing the view', () => {
  it('adds and removes a category and goes back to page 1, keeping the rest', () => {
    const start = new URLSearchParams(`category=${A}&sort=a-z&page=4&search=tee`);
    const added = withCategory(start, B, true);
    expect(added.getAll('category')).toEqual([A, B]);
    expect(added.has('page')).toBe(false);
    expect(added.get('sort')).toBe('a-z');
    expect(added.get('search')).toBe('tee');

    const removed = withCategory(added, A, false);
    expect(removed.getAll('category')).toEqual([B]);
  });

  it('sets the sort (leaving the default out of the URL) and goes back to page 1', () => {
    const sorted = withSort(new URLSearchParams('page=2'), 'low-to-high');
    expect(sorted.toString()).toBe('sort=low-to-high');
    expect(withSort(sorted, 'relevant').toString()).toBe('');
  });

  it('clears categories and search but keeps the sort', () => {
    const cleared = withoutFilters(new URLSearchParams(`category=${A}&search=tee&sort=z-a&page=2`));
    expect(cleared.toString()).toBe('sort=z-a');
  });

  it('links to a page keeping the rest of the query', () => {
    const current = new URLSearchParams(`category=${A}&page=2`);
    expect(pageHref(current, 3)).toBe(`?category=${A}&page=3`);
    expect(pageHref(current, 1)).toBe(`?category=${A}`);
    expect(pageHref(new URLSearchParams('page=2'), 1)).toBe('?');
  });
});

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(pageItems(1, 8)).toEqual([1, 2, 'gap', 8]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(8, 8)).toEqual([1, 'gap', 7, 8]);
  });

  it('shows a single left-out page rather than a gap', () => {
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });
});
