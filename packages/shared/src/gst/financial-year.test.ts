import { describe, expect, it } from 'vitest';
import { documentSerial, financialYearLabel, financialYearStart } from './financial-year';

const IST = 'Asia/Kolkata';

describe('financial year', () => {
  it('starts on 1 April in the shop’s time zone', () => {
    // 23:59 IST on 31 March 2027 is still 2026-27; 00:30 IST on 1 April is 2027-28,
    // though it is 19:00 on 31 March in UTC.
    expect(financialYearStart(new Date('2027-03-31T18:29:00Z'), IST)).toBe(2026);
    expect(financialYearStart(new Date('2027-03-31T19:00:00Z'), IST)).toBe(2027);
    expect(financialYearStart(new Date('2026-11-23T10:00:00Z'), IST)).toBe(2026);
    expect(financialYearStart(new Date('2027-01-15T10:00:00Z'), IST)).toBe(2026);
  });

  it('is printed with two digits of each year', () => {
    expect(financialYearLabel(2026)).toBe('26-27');
    expect(financialYearLabel(2099)).toBe('99-00');
  });
});

describe('document serial', () => {
  it('is prefix, year and a six-digit count within 16 characters', () => {
    expect(documentSerial('LL', 2026, 123)).toBe('LL/26-27/000123');
    expect(documentSerial('LLC', 2026, 999_999)).toBe('LLC/26-27/999999');
    expect(documentSerial('LLC', 2026, 1)).toHaveLength(16);
  });

  it('refuses counts and prefixes it cannot print', () => {
    expect(() => documentSerial('LL', 2026, 0)).toThrow(RangeError);
    expect(() => documentSerial('LL', 2026, 1_000_000)).toThrow(RangeError);
    expect(() => documentSerial('LLCN', 2026, 1)).toThrow(RangeError);
  });
});
