import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  NO_FILTERS,
  pageHref,
  pageItems,
  readCollectionView,
  withCategory,
  withFilters,
  withFlag,
  withoutFilters,
  withPrice,
  withSort,
  withValue,
  type CollectionView,
} from './collection-params';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('readCollectionView', () => {
  it('reads repeated and comma-separated categories, sort, page and search', () => {
    const view = readCollectionView(
      new URLSearchParams(`category=${A}&category=${B},${A}&sort=a-z&page=3&search=%20frock%20`),
    );
    expect(view).toEqual({
      ...NO_FILTERS,
      categories: [A, B],
      sort: 'a-z',
      page: 3,
      search: 'frock',
    });
  });

  it('falls back to the defaults for anything it does not understand', () => {
    const view = readCollectionView(
      new URLSearchParams(
        'category=boys&sort=cheapest&page=-2&minPrice=cheap&maxPrice=-5&inStock=yes&onSale=1',
      ),
    );
    expect(view).toEqual({ ...NO_FILTERS, sort: 'relevant', page: 1, search: '' });
    expect(readCollectionView(new URLSearchParams('page=2.5')).page).toBe(1);
    // More than two decimals, or beyond the highest bound the server takes.
    expect(readCollectionView(new URLSearchParams('minPrice=10.005')).minPrice).toBeNull();
    expect(readCollectionView(new URLSearchParams('maxPrice=10000001')).maxPrice).toBeNull();
  });

  it('reads sizes, colours and brands as the server does: trimmed, without repeats, sorted', () => {
    const view = readCollectionView(
      new URLSearchParams(
        'size=6-7Y,%204-5Y&size=4-5Y&colour=Navy&colour=pink,navy&brand=Tiny%20Toes&brand=Acorn,',
      ),
    );
    expect(view.sizes).toEqual(['4-5Y', '6-7Y']);
    // The server matches colours whatever the case, so the URL keeps one spelling.
    expect(view.colours).toEqual(['navy', 'pink']);
    expect(view.brands).toEqual(['Acorn', 'Tiny Toes']);
  });

  it('reads the price range and the two switches', () => {
    const view = readCollectionView(
      new URLSearchParams('minPrice=500&maxPrice=1000.50&inStock=true&onSale=true'),
    );
    expect(view).toMatchObject({ minPrice: 500, maxPrice: 1000.5, inStock: true, onSale: true });
    expect(readCollectionView(new URLSearchParams('minPrice=0')).minPrice).toBe(0);
  });

  it('drops a price range whose minimum is above its maximum, as the server would refuse it', () => {
    const view = readCollectionView(new URLSearchParams('minPrice=900&maxPrice=100'));
    expect(view.minPrice).toBeNull();
    expect(view.maxPrice).toBeNull();
  });
});

describe('the URL of a view', () => {
  const everything: CollectionView = {
    search: 'tee',
    categories: [B, A],
    sizes: ['6-7Y', '4-5Y'],
    colours: ['Sky blue', 'navy'],
    brands: ['Tiny Toes', 'Acorn'],
    minPrice: 250,
    maxPrice: 1999.5,
    inStock: true,
    onSale: true,
    sort: 'low-to-high',
    page: 3,
  };

  it('round-trips every filter, sorted, and starts again at page 1', () => {
    const params = withFilters(
      new URLSearchParams('search=tee&sort=low-to-high&page=3'),
      everything,
    );
    expect(params.toString()).toBe(
      'search=tee&sort=low-to-high' +
        `&category=${A}&category=${B}&size=4-5Y&size=6-7Y&colour=navy&colour=sky+blue` +
        '&brand=Acorn&brand=Tiny+Toes&minPrice=250&maxPrice=1999.5&inStock=true&onSale=true',
    );
    expect(readCollectionView(params)).toEqual({
      ...everything,
      categories: [A, B],
      sizes: ['4-5Y', '6-7Y'],
      colours: ['navy', 'sky blue'],
      brands: ['Acorn', 'Tiny Toes'],
      page: 1,
    });
  });

  it('writes one URL for one view, however its link was written', () => {
    const messy = new URLSearchParams(
      `sort=a-z&size=6-7Y,4-5Y&size=4-5Y&colour=NAVY&category=${B.toUpperCase()},${A}&minPrice=0500`,
    );
    const tidy = new URLSearchParams(
      `sort=a-z&category=${A}&category=${B}&size=4-5Y&size=6-7Y&colour=navy&minPrice=500`,
    );
    const rewrite = (params: URLSearchParams) =>
      withFilters(params, readCollectionView(params)).toString();
    expect(rewrite(messy)).toBe(rewrite(tidy));
    expect(rewrite(tidy)).toBe(tidy.toString());
  });

  it('counts each chosen value, the price range and each switch once', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount(everything)).toBe(2 + 2 + 2 + 2 + 1 + 1 + 1);
    expect(activeFilterCount({ ...NO_FILTERS, maxPrice: 100 })).toBe(1);
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

  it('adds and removes a size, a colour or a brand and goes back to page 1', () => {
    const start = new URLSearchParams('size=6-7Y&page=2&sort=a-z');
    const added = withValue(start, 'sizes', '4-5Y', true);
    expect(added.getAll('size')).toEqual(['4-5Y', '6-7Y']);
    expect(added.has('page')).toBe(false);
    expect(added.get('sort')).toBe('a-z');
    expect(withValue(added, 'sizes', '6-7Y', false).getAll('size')).toEqual(['4-5Y']);

    const navy = withValue(start, 'colours', 'Navy', true);
    expect(navy.getAll('colour')).toEqual(['navy']);
    expect(withValue(navy, 'colours', 'Navy', false).has('colour')).toBe(false);

    expect(withValue(start, 'brands', 'Acorn', true).getAll('brand')).toEqual(['Acorn']);
  });

  it('sets or opens the price range and turns the switches on and off, back to page 1', () => {
    const priced = withPrice(new URLSearchParams('page=4'), 500, null);
    expect(priced.toString()).toBe('minPrice=500');
    expect(withPrice(priced, null, 1000).toString()).toBe('maxPrice=1000');
    expect(withPrice(priced, null, null).toString()).toBe('');

    const inStock = withFlag(new URLSearchParams('page=2'), 'inStock', true);
    expect(inStock.toString()).toBe('inStock=true');
    expect(withFlag(inStock, 'inStock', false).toString()).toBe('');
  });

  it('clears every filter but keeps the search and the sort', () => {
    const cleared = withoutFilters(
      new URLSearchParams(
        `category=${A}&size=4-5Y&colour=navy&brand=Acorn&minPrice=1&maxPrice=9&inStock=true&onSale=true&search=tee&sort=z-a&page=2`,
      ),
    );
    expect(cleared.toString()).toBe('search=tee&sort=z-a');
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
