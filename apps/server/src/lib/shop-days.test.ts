import { describe, expect, it } from 'vitest';
import { manualClock } from '../platform/clock';
import { ShopDays } from './shop-days';

describe('shop days', () => {
  it("counts days in the shop's time zone, not the server's", () => {
    // 20:00 UTC on 23 November is 01:30 on 24 November in India.
    const days = new ShopDays('Asia/Kolkata', manualClock(new Date('2026-11-23T20:00:00Z')));
    expect(days.today()).toBe('2026-11-24');
    expect(days.dayOf(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
  });

  it("prints a day the way invoices show it, on the shop's calendar", () => {
    const days = new ShopDays('Asia/Kolkata', manualClock());
    expect(days.dateLabel(new Date('2026-03-04T19:00:00Z'))).toBe('05 Mar 2026');
    expect(days.dateLabel(new Date('2026-12-31T18:29:59Z'))).toBe('31 Dec 2026');
  });

  it('ends a day at the next midnight, shop time, and reads it back as the same day', () => {
    const days = new ShopDays('Asia/Kolkata', manualClock());
    const end = days.endOf('2026-11-30');
    expect(end.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(days.lastDayBefore(end)).toBe('2026-11-30');
    expect(days.endOf('2026-12-31').toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('follows daylight saving where the shop has it', () => {
    const days = new ShopDays('Europe/London', manualClock());
    expect(days.endOf('2026-03-28').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(days.endOf('2026-03-29').toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });
});
