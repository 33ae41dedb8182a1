import { describe, expect, it } from 'vitest';
import { PRODUCT_LIST_MESSAGES, productListQuerySchema } from './product-list';

const parse = (query: Record<string, unknown>) => productListQuerySchema.safeParse(query);

const firstMessage = (query: Record<string, unknown>) => parse(query).error?.issues[0]?.message;

describe('productListQuerySchema', () => {
  it('gives every spelling of the same sizes and brands one sorted list without repeats', () => {
    const commas = parse({ brand: 'b, a,,a', size: 'M,S' });
    const repeated = parse({ brand: ['a', 'b'], size: ['S', 'M,S'] });
    expect(commas.data).toEqual({ brand: ['a', 'b'], size: ['M', 'S'] });
    expect(repeated.data).toEqual(commas.data);
  });

  it('reads prices as rupees, 0 or more with at most 2 decimals, the minimum not above the maximum', () => {
    expect(parse({ minPrice: '0', maxPrice: '99.50' }).data).toEqual({
      minPrice: 0,
      maxPrice: 99.5,
    });
    expect(firstMessage({ minPrice: '-1' })).toBe(PRODUCT_LIST_MESSAGES.minPriceInvalid);
    expect(firstMessage({ minPrice: 'cheap' })).toBe(PRODUCT_LIST_MESSAGES.minPriceInvalid);
    expect(firstMessage({ maxPrice: '1.234' })).toBe(PRODUCT_LIST_MESSAGES.maxPriceInvalid);
    expect(firstMessage({ minPrice: '10', maxPrice: '9.99' })).toBe(
      PRODUCT_LIST_MESSAGES.minAboveMax,
    );
    expect(parse({ minPrice: '10', maxPrice: '10' }).success).toBe(true);
  });

  it('turns a flag on with true only; false is the same as leaving it out', () => {
    expect(parse({ inStock: 'true', onSale: 'false' }).data).toEqual({ inStock: true });
    expect(firstMessage({ onSale: 'yes' })).toBe(PRODUCT_LIST_MESSAGES.flagInvalid);
  });

  it('keeps its earlier rules: categories as sorted ids, a known sort, no unknown fields', () => {
    const upper = 'B0000000-0000-4000-8000-000000000000';
    const lower = 'a0000000-0000-4000-8000-000000000000';
    expect(parse({ category: `${upper},${lower}` }).data).toEqual({
      category: [lower, upper.toLowerCase()],
    });
    expect(firstMessage({ category: 'girls' })).toBe(PRODUCT_LIST_MESSAGES.unknownCategory);
    expect(firstMessage({ sort: 'cheapest' })).toBe(PRODUCT_LIST_MESSAGES.unknownSort);
    expect(parse({ color: 'red' }).success).toBe(false);
  });

  it('reads colours as sizes and brands, whatever their case, as one lower-case list', () => {
    const commas = parse({ colour: 'Navy, mint green,,NAVY' });
    const repeated = parse({ colour: ['Mint Green', 'navy'] });
    expect(commas.data).toEqual({ colour: ['mint green', 'navy'] });
    expect(repeated.data).toEqual(commas.data);
    expect(parse({ colour: 'x'.repeat(61) }).success).toBe(false);
  });
});
