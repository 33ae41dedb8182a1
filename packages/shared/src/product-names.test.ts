import { describe, expect, it } from 'vitest';
import { orderLineName, productDisplayName } from './product-names';

describe('productDisplayName', () => {
  it('tells the colours of one style apart by naming the colour', () => {
    const rose = { name: 'Blossom Puff-Sleeve Frock', colour: { name: 'Rose', hex: '#d9667f' } };
    const sky = { name: 'Blossom Puff-Sleeve Frock', colour: { name: 'Sky', hex: '#7fb3e6' } };
    expect(productDisplayName(rose)).toBe('Blossom Puff-Sleeve Frock — Rose');
    expect(productDisplayName(sky)).toBe('Blossom Puff-Sleeve Frock — Sky');
  });

  it('is the name alone for a product without a colour', () => {
    expect(productDisplayName({ name: 'Knit Booties', colour: null })).toBe('Knit Booties');
    expect(productDisplayName({ name: 'Knit Booties', colour: { name: ' ' } })).toBe(
      'Knit Booties',
    );
  });
});

describe('orderLineName', () => {
  it('names an ordered item with the colour it was bought in', () => {
    expect(orderLineName({ name: 'Blossom Puff-Sleeve Frock', colourName: 'Rose' })).toBe(
      'Blossom Puff-Sleeve Frock — Rose',
    );
    expect(orderLineName({ name: 'Knit Booties', colourName: null })).toBe('Knit Booties');
  });
});
