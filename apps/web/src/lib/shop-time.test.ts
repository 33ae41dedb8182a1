import { describe, expect, it } from 'vitest';
import { formatShopTime } from './shop-time';

/** Whitespace as a reader sees it: some ICU versions put a narrow space before "am". */
const plain = (text: string) => text.replace(/\s+/g, ' ');

describe('formatShopTime', () => {
  it('tells an instant in India’s time, whatever the device’s zone', () => {
    // 8:15 pm in London on the 22nd is 1:45 am on the 23rd in the shop.
    expect(plain(formatShopTime('2026-11-22T20:15:00.000Z'))).toBe('Mon, 23 Nov, 1:45 am');
    expect(plain(formatShopTime('2026-11-23T06:30:00.000Z'))).toBe('Mon, 23 Nov, 12:00 pm');
  });

  it('gives back what is not a time as it came', () => {
    expect(formatShopTime('soon')).toBe('soon');
  });
});
