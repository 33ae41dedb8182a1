import { TZDate } from '@date-fns/tz';
import type { Clock } from '../platform/clock';

const pad = (n: number) => String(n).padStart(2, '0');

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Calendar days as the shop counts them: in its own time zone (SHOP_TIMEZONE), whatever the
 * server's. Days are written YYYY-MM-DD.
 */
export class ShopDays {
  constructor(
    private readonly timeZone: string,
    private readonly clock: Clock,
  ) {}

  /** The day an instant falls on, in the shop's time zone. */
  dayOf(instant: Date): string {
    const local = new TZDate(instant, this.timeZone);
    return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
  }

  /** The day an instant falls on, as printed for people (invoices, reports): 05 Mar 2026. */
  dateLabel(instant: Date): string {
    const [year, month, date] = this.dayOf(instant).split('-') as [string, string, string];
    return `${date} ${MONTHS[Number(month) - 1]} ${year}`;
  }

  today(): string {
    return this.dayOf(this.clock());
  }

  /** The first instant after the given day ends: midnight starting the next day, shop time. */
  endOf(day: string): Date {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return new Date(new TZDate(year, month - 1, date + 1, this.timeZone).getTime());
  }

  /** The last day something that ends at `end` (exclusive) can be used. */
  lastDayBefore(end: Date): string {
    return this.dayOf(new Date(end.getTime() - 1));
  }

  /** The day `count` days after `day` (before it when negative). */
  addDays(day: string, count: number): string {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const next = new Date(Date.UTC(year, month - 1, date + count));
    return next.toISOString().slice(0, 10);
  }

  now(): Date {
    return this.clock();
  }
}
