import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/product-factory';
import { validateSizeChoice } from './size-choice';

const product = makeProduct({
  sizes: [
    { size: '2-3Y', stock: 4 },
    { size: '3-4Y', stock: 0 },
  ],
});

describe('validateSizeChoice', () => {
  it('accepts a size the product has in stock', () => {
    expect(validateSizeChoice(product, '2-3Y')).toBeNull();
  });

  it('asks for a size when none is chosen', () => {
    expect(validateSizeChoice(product, null)).toBe('Please select a size.');
    expect(validateSizeChoice(product, undefined)).toBe('Please select a size.');
    expect(validateSizeChoice(product, '')).toBe('Please select a size.');
  });

  it('refuses a size the product does not come in', () => {
    expect(validateSizeChoice(product, '9-10Y')).toBe('Selected size is not available.');
  });

  it('refuses a sold-out size', () => {
    expect(validateSizeChoice(product, '3-4Y')).toBe('Selected size is out of stock.');
    const negative = makeProduct({ sizes: [{ size: 'M', stock: -1 }] });
    expect(validateSizeChoice(negative, 'M')).toBe('Selected size is out of stock.');
  });

  it('says the product is missing before anything else', () => {
    expect(validateSizeChoice(null, '2-3Y')).toBe('Product not found.');
    expect(validateSizeChoice(undefined, null)).toBe('Product not found.');
  });
});
