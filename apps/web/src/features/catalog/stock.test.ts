import { describe, expect, it } from 'vitest';
import { isSoldOut, lowestLowStock } from './stock';

describe('lowestLowStock', () => {
  it('gives the smallest stock among sizes with 1 to 3 left', () => {
    expect(
      lowestLowStock([
        { size: 'S', stock: 3 },
        { size: 'M', stock: 1 },
        { size: 'L', stock: 9 },
      ]),
    ).toBe(1);
  });

  it('ignores sold-out sizes and sizes with more than 3', () => {
    expect(
      lowestLowStock([
        { size: 'S', stock: 0 },
        { size: 'M', stock: 4 },
      ]),
    ).toBeNull();
    expect(lowestLowStock([])).toBeNull();
  });
});

describe('isSoldOut', () => {
  it('is true only when no size has stock', () => {
    expect(isSoldOut([{ size: 'S', stock: 0 }])).toBe(true);
    expect(
      isSoldOut([
        { size: 'S', stock: 0 },
        { size: 'M', stock: 1 },
      ]),
    ).toBe(false);
  });
});
