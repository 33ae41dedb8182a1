import { describe, expect, it } from 'vitest';
import { dayIn, productSaleLastDay, saleLastDay } from './sale-ends';

describe('dayIn', () => {
  it('reads an instant in the calendar of the time zone given', () => {
    const lateEvening = new Date('2026-11-30T20:00:00.000Z');
    expect(dayIn(lateEvening, 'Asia/Kolkata')).toBe('2026-12-01');
    expect(dayIn(lateEvening, 'UTC')).toBe('2026-11-30');
  });
});

describe('saleLastDay', () => {
  it('is the day before the midnight the sale stops at, in the shop’s calendar', () => {
    // Midnight starting 1 December in India.
    expect(saleLastDay('2026-11-30T18:30:00.000Z', 'Asia/Kolkata')).toBe('2026-11-30');
    // Midnight starting 1 January in India ends a sale on the year's last day.
    expect(saleLastDay('2026-12-31T18:30:00.000Z', 'Asia/Kolkata')).toBe('2026-12-31');
  });

  it('has no day for what is not an instant', () => {
    expect(saleLastDay('soon', 'Asia/Kolkata')).toBeUndefined();
  });
});

describe('productSaleLastDay', () => {
  const saleEndsAt = '2026-11-30T18:30:00.000Z';

  it('is the sale’s last day while the product is offered at its sale price', () => {
    expect(productSaleLastDay({ price: 899, discountPrice: 749, saleEndsAt }, 'Asia/Kolkata')).toBe(
      '2026-11-30',
    );
  });

  it('is none for a sale without an end, or a price that is not a sale price', () => {
    const zone = 'Asia/Kolkata';
    expect(productSaleLastDay({ price: 899, discountPrice: 749, saleEndsAt: null }, zone)).toBe(
      undefined,
    );
    expect(productSaleLastDay({ price: 899, discountPrice: null, saleEndsAt }, zone)).toBe(
      undefined,
    );
    expect(productSaleLastDay({ price: 899, discountPrice: 899, saleEndsAt }, zone)).toBe(
      undefined,
    );
  });
});
