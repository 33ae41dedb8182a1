import { describe, expect, it } from 'vitest';
import { facetOptions, isChosen } from './facet-options';

describe('facetOptions', () => {
  it('keeps the server’s values and order, and adds a chosen value it did not list, at 0', () => {
    const options = facetOptions(
      'brands',
      [
        { value: 'Acorn', count: 3 },
        { value: 'Bramble', count: 0 },
      ],
      ['Bramble', 'Gone Brand'],
    );
    expect(options).toEqual([
      { value: 'Acorn', count: 3 },
      { value: 'Bramble', count: 0 },
      { value: 'Gone Brand', count: 0 },
    ]);
  });

  it('matches chosen colours whatever their case', () => {
    const options = facetOptions(
      'colours',
      [{ value: 'Sky blue', count: 2, hex: '#8cc8ec' }],
      ['sky blue'],
    );
    expect(options).toHaveLength(1);
    expect(isChosen('colours', 'Sky blue', ['sky blue'])).toBe(true);
    expect(isChosen('brands', 'acorn', ['Acorn'])).toBe(false);
  });
});
