import { describe, expect, it } from 'vitest';
import {
  allocatePaise,
  formatRupees,
  hasAtMostTwoDecimals,
  percentOfPaise,
  toPaise,
  toRupees,
} from './money';

describe('toPaise', () => {
  it('converts whole and fractional rupees exactly', () => {
    expect(toPaise(0)).toBe(0);
    expect(toPaise(1)).toBe(100);
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(1234567.89)).toBe(123456789);
  });

  it('refuses more than two decimals and non-numbers', () => {
    expect(() => toPaise(10.005)).toThrow('at most 2 decimal places');
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
    expect(() => toPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('toRupees', () => {
  it('converts paise back to rupees', () => {
    expect(toRupees(1999)).toBe(19.99);
    expect(toRupees(5000)).toBe(50);
  });

  it('refuses fractional paise', () => {
    expect(() => toRupees(10.5)).toThrow(RangeError);
  });

  it('round-trips every paisa value in a range', () => {
    for (let paise = 0; paise <= 100_000; paise += 7) {
      expect(toPaise(toRupees(paise))).toBe(paise);
    }
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('accepts 2 decimals and refuses 3', () => {
    expect(hasAtMostTwoDecimals(499.99)).toBe(true);
    expect(hasAtMostTwoDecimals(499.999)).toBe(false);
    expect(hasAtMostTwoDecimals(Number.NaN)).toBe(false);
  });
});

describe('percentOfPaise', () => {
  it('rounds half a paisa up', () => {
    // 15% of ₹3.33 = 49.95 paise -> 50
    expect(percentOfPaise(333, 15)).toBe(50);
    // 10% of ₹0.05 = 0.5 paise -> 1
    expect(percentOfPaise(5, 10)).toBe(1);
    // 10% of ₹0.04 = 0.4 paise -> 0
    expect(percentOfPaise(4, 10)).toBe(0);
  });

  it('handles the edges', () => {
    expect(percentOfPaise(12345, 0)).toBe(0);
    expect(percentOfPaise(12345, 100)).toBe(12345);
    expect(() => percentOfPaise(100, 101)).toThrow(RangeError);
    expect(() => percentOfPaise(100, -1)).toThrow(RangeError);
  });
});

describe('allocatePaise', () => {
  it('splits exactly, with the remainder going to the largest fractions', () => {
    expect(allocatePaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocatePaise(1000, [300, 700])).toEqual([300, 700]);
    const parts = allocatePaise(9999, [123, 456, 789, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(9999);
  });

  it('gives nothing when there is no weight', () => {
    expect(allocatePaise(100, [0, 0])).toEqual([0, 0]);
  });
});

describe('formatRupees', () => {
  it('uses the Indian grouping and two decimals', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(49.5)).toBe('₹49.50');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('groups lakhs and crores and rounds to the paisa', () => {
    expect(formatRupees(999)).toBe('₹999.00');
    expect(formatRupees(1000)).toBe('₹1,000.00');
    expect(formatRupees(12345678.9)).toBe('₹1,23,45,678.90');
    expect(formatRupees(1999.995)).toBe('₹2,000.00');
    expect(formatRupees(1.005)).toBe('₹1.01');
    expect(formatRupees(-49.5)).toBe('-₹49.50');
  });

  it('writes every amount exactly as the en-IN currency format does', () => {
    const intl = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const amounts = [0.01, 0.1, 1, 10, 99.99, 100, 100000, 1e7, 1e9, 123456789.12];
    for (let i = 0; i < 2000; i += 1) {
      amounts.push(next() / 100, (next() % 1000000) / 100, (next() % 10000000) / 1000);
    }
    amounts.push(1.005, 0.125, 0.285, 1999.995, 2.675);
    for (const amount of amounts) {
      expect(formatRupees(amount), String(amount)).toBe(intl.format(amount));
      expect(formatRupees(-amount), String(-amount)).toBe(intl.format(-amount));
    }
  });
});
