import { describe, expect, it } from 'vitest';
import { formatShopInstant } from './shop-time';

// 17:00 UTC on 28 Nov is 10:30 pm in India: the evening of the 28th there, the 28th in Los
// Angeles too, and 29 Nov in Tokyo. The shop's day is India's, wherever the code runs.
const LATE_EVENING = '2026-11-28T17:00:00.000Z';
// 19:00 UTC on 28 Nov is already 29 Nov, 12:30 am in India, still the 28th west of it.
const JUST_AFTER_MIDNIGHT = '2026-11-28T19:00:00.000Z';

describe('formatShopInstant', () => {
  it('tells every instant in India time, whatever the zone the process runs in', () => {
    expect(formatShopInstant(LATE_EVENING, 'date')).toBe('28 Nov 2026');
    expect(formatShopInstant(JUST_AFTER_MIDNIGHT, 'date')).toBe('29 Nov 2026');
    expect(formatShopInstant(JUST_AFTER_MIDNIGHT, 'dateTime')).toBe('29 Nov 2026, 12:30 am');
    expect(formatShopInstant(JUST_AFTER_MIDNIGHT, 'moment')).toBe('Sun, 29 Nov, 12:30 am');
    expect(formatShopInstant(new Date(LATE_EVENING), 'stamp')).toBe('28 Nov 2026, 10:30 pm');
    expect(formatShopInstant(JUST_AFTER_MIDNIGHT, 'monthYear')).toBe('November 2026');
  });

  it('uses the zone the server is configured with when given one', () => {
    expect(formatShopInstant(JUST_AFTER_MIDNIGHT, 'date', 'UTC')).toBe('28 Nov 2026');
  });

  it('gives back what is not an instant as it came', () => {
    expect(formatShopInstant('soon', 'date')).toBe('soon');
  });
});
