import { describe, expect, it } from 'vitest';
import {
  formatPriceBound,
  priceRangeLabel,
  rangeFromSlider,
  readPriceInputs,
  sliderScale,
} from './price-range';

describe('sliderScale', () => {
  it('spans the prices on offer in round steps, ends rounded out', () => {
    expect(sliderScale({ min: 250, max: 1800 }, null, null)).toEqual({
      min: 250,
      max: 1800,
      step: 50,
    });
    expect(sliderScale({ min: 349.5, max: 1415 }, null, null)).toEqual({
      min: 340,
      max: 1420,
      step: 10,
    });
    expect(sliderScale({ min: 99, max: 120 }, null, null)).toEqual({ min: 99, max: 120, step: 1 });
  });

  it('stretches to a chosen bound outside the prices on offer', () => {
    expect(sliderScale({ min: 300, max: 400 }, 100, 900)).toMatchObject({ min: 100, max: 900 });
  });

  it('has nothing to slide between with no prices, or one price', () => {
    expect(sliderScale(null, null, null)).toBeNull();
    expect(sliderScale({ min: 499, max: 499 }, null, null)).toBeNull();
  });
});

describe('rangeFromSlider', () => {
  const scale = { min: 200, max: 2000, step: 50 };

  it('leaves a side open when its handle is at the end', () => {
    expect(rangeFromSlider(scale, 200, 2000)).toEqual([null, null]);
    expect(rangeFromSlider(scale, 500, 2000)).toEqual([500, null]);
    expect(rangeFromSlider(scale, 200, 1500)).toEqual([null, 1500]);
    expect(rangeFromSlider(scale, 500, 1500)).toEqual([500, 1500]);
  });

  it('puts crossed handles in order', () => {
    expect(rangeFromSlider(scale, 1500, 500)).toEqual([500, 1500]);
  });
});

describe('readPriceInputs', () => {
  it('reads two amounts, or an open side when a field is empty', () => {
    expect(readPriceInputs(' 500 ', '1000.5')).toEqual({
      ok: true,
      minPrice: 500,
      maxPrice: 1000.5,
    });
    expect(readPriceInputs('', '')).toEqual({ ok: true, minPrice: null, maxPrice: null });
    expect(readPriceInputs('0', '')).toEqual({ ok: true, minPrice: 0, maxPrice: null });
    expect(readPriceInputs('1,500', '12,000.50')).toEqual({
      ok: true,
      minPrice: 1500,
      maxPrice: 12000.5,
    });
  });

  it('refuses a minimum above the maximum, in the server’s words', () => {
    expect(readPriceInputs('1500', '500')).toEqual({
      ok: false,
      field: 'min',
      message: 'Minimum price cannot be more than the maximum price',
    });
  });

  it('refuses what is not an amount in rupees with at most 2 decimals', () => {
    expect(readPriceInputs('abc', '')).toMatchObject({ ok: false, field: 'min' });
    expect(readPriceInputs('-5', '')).toMatchObject({ ok: false, field: 'min' });
    expect(readPriceInputs('', '10.005')).toMatchObject({
      ok: false,
      field: 'max',
      message: 'Maximum price must be an amount in rupees, 0 or more, with at most 2 decimals',
    });
  });
});

describe('price labels', () => {
  it('group rupees the Indian way and drop .00 from whole amounts', () => {
    expect(formatPriceBound(123456)).toBe('₹1,23,456');
    expect(formatPriceBound(499.5)).toBe('₹499.50');
  });

  it('read a range, an open top and an open bottom', () => {
    expect(priceRangeLabel(500, 1000)).toBe('₹500–₹1,000');
    expect(priceRangeLabel(500, null)).toBe('From ₹500');
    expect(priceRangeLabel(null, 1000)).toBe('Up to ₹1,000');
  });
});
