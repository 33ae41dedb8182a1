import { describe, expect, it } from 'vitest';
import { NO_FILTERS } from './collection-params';
import { filterChips, type FilterNames } from './filter-chips';

const BOYS = '00000000-0000-4000-8000-00000000ca01';
const names: FilterNames = {
  category: (id) => (id === BOYS ? 'Boys' : undefined),
  colour: (key) => (key === 'sky blue' ? 'Sky blue' : undefined),
};

describe('filterChips', () => {
  it('has no chips when nothing is chosen', () => {
    expect(filterChips(NO_FILTERS, names)).toEqual([]);
  });

  it('names each chosen filter, in the order of the panel', () => {
    const chips = filterChips(
      {
        categories: [BOYS],
        sizes: ['4-5Y'],
        colours: ['sky blue', 'teal'],
        brands: ['Acorn'],
        minPrice: 500,
        maxPrice: 1000,
        inStock: true,
        onSale: true,
      },
      names,
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Category: Boys',
      'Size: 4-5Y',
      'Colour: Sky blue',
      // A colour the shop no longer lists keeps the URL's spelling.
      'Colour: teal',
      'Brand: Acorn',
      '₹500–₹1,000',
      'In stock',
      'On sale',
    ]);
  });

  it("lists chosen sizes in size order, as the panel does, not in the URL's order", () => {
    const chips = filterChips(
      { ...NO_FILTERS, sizes: ['Free Size', '2-3Y', '12-18M', 'S'] },
      names,
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Size: 12-18M',
      'Size: 2-3Y',
      'Size: S',
      'Size: Free Size',
    ]);
  });

  it('removes only its own value', () => {
    const chips = filterChips(
      { ...NO_FILTERS, sizes: ['2-3Y', '4-5Y'], minPrice: 300, onSale: true },
      names,
    );
    expect(chips.find((chip) => chip.label === 'Size: 2-3Y')?.without).toEqual({ sizes: ['4-5Y'] });
    expect(chips.find((chip) => chip.label === 'From ₹300')?.without).toEqual({
      minPrice: null,
      maxPrice: null,
    });
    expect(chips.find((chip) => chip.label === 'On sale')?.without).toEqual({ onSale: false });
  });
});
