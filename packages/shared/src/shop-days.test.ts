import { describe, expect, it } from 'vitest';
import { formatShopDay, formatShopDayMonth, formatShopDayShort } from './shop-days';

describe('formatShopDay', () => {
  it('writes a shop day as the site does, whatever the time zone of whoever reads it', () => {
    expect(formatShopDay('2026-12-03')).toBe('3 Dec 2026');
    expect(formatShopDay('2027-01-01')).toBe('1 Jan 2027');
    // A day given with its time is still that day: never the one before in a zone west of UTC.
    expect(formatShopDay('2026-12-31T00:00:00.000Z')).toBe('31 Dec 2026');
  });

  it('gives back what is not a day as it came', () => {
    expect(formatShopDay('soon')).toBe('soon');
    expect(formatShopDay('')).toBe('');
  });
});

describe('formatShopDayShort', () => {
  it('writes a near shop day with its weekday and without the year, in any time zone', () => {
    expect(formatShopDayShort('2025-12-05')).toBe('Fri, 5 Dec');
    expect(formatShopDayShort('2027-01-01')).toBe('Fri, 1 Jan');
    expect(formatShopDayShort('2026-12-31T00:00:00.000Z')).toBe('Thu, 31 Dec');
  });

  it('gives back what is not a day as it came', () => {
    expect(formatShopDayShort('soon')).toBe('soon');
  });
});

describe('formatShopDayMonth', () => {
  it('writes a shop day as its date and month, in any time zone', () => {
    expect(formatShopDayMonth('2026-11-30')).toBe('30 Nov');
    expect(formatShopDayMonth('2027-01-01')).toBe('1 Jan');
  });

  it('gives back what is not a day as it came', () => {
    expect(formatShopDayMonth('soon')).toBe('soon');
  });
});
