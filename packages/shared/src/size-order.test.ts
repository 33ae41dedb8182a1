import { describe, expect, it } from 'vitest';
import { compareSizes, sortBySize } from './size-order';

/** Every size label the demo shop sells (apps/server/src/seed/demo-catalog.ts), jumbled. */
const DEMO_SIZES = [
  'UK 3',
  '0-3M',
  'S',
  '0-6M',
  '2-3Y',
  'Free Size',
  'UK 10',
  '12-18M',
  'L',
  '6-12M',
  '3-6M',
  'UK 6',
  '8-9Y',
  'M',
  '9-12M',
  '4-5Y',
  'UK 11',
  '6-9M',
  '3-4Y',
  'UK 4',
  '6-7Y',
  'UK 5',
  'UK 7',
  'UK 8',
  'UK 9',
];

describe('compareSizes', () => {
  it('lists the demo shop sizes as a parent reads them: months, years, letters, shoes, Free Size', () => {
    expect([...DEMO_SIZES].sort(compareSizes)).toEqual([
      '0-3M',
      '0-6M',
      '3-6M',
      '6-9M',
      '6-12M',
      '9-12M',
      '12-18M',
      '2-3Y',
      '3-4Y',
      '4-5Y',
      '6-7Y',
      '8-9Y',
      'S',
      'M',
      'L',
      'UK 3',
      'UK 4',
      'UK 5',
      'UK 6',
      'UK 7',
      'UK 8',
      'UK 9',
      'UK 10',
      'UK 11',
      'Free Size',
    ]);
  });

  it.each([
    ['XS', 'S'],
    ['S', 'M'],
    ['M', 'L'],
    ['L', 'XL'],
    ['XL', 'XXL'],
    ['XXL', '3XL'],
    ['0-3M', '0-6M'],
    ['9-12M', '12-18M'],
    ['18-24M', '2-3Y'],
    ['6M', '12M'],
    ['2Y', '10Y'],
    ['10-11Y', 'XS'],
    ['UK 9', 'UK 10'],
    ['UK 10', 'UK 13'],
    ['UK 13', 'Free Size'],
    ['Size 2', 'Size 10'],
    ['Size 10', 'Free Size'],
  ])('puts %s before %s', (first, second) => {
    expect(compareSizes(first, second)).toBeLessThan(0);
    expect(compareSizes(second, first)).toBeGreaterThan(0);
  });

  it('is a total order: labels it reads alike still sort the same way every time', () => {
    expect(compareSizes('UK 6', 'UK 6')).toBe(0);
    expect(Math.sign(compareSizes('UK 6', 'uk6'))).toBe(-Math.sign(compareSizes('uk6', 'UK 6')));
    expect(compareSizes('UK 6', 'uk6')).not.toBe(0);
  });
});

describe('sortBySize', () => {
  it('sorts lines by their size without changing the list it was given', () => {
    const lines = [
      { size: 'L', stock: 1 },
      { size: 'S', stock: 4 },
      { size: 'M', stock: 0 },
    ];
    expect(sortBySize(lines, (line) => line.size).map((line) => line.size)).toEqual([
      'S',
      'M',
      'L',
    ]);
    expect(lines[0]?.size).toBe('L');
  });
});
