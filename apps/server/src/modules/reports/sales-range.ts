import {
  customRangeProblem,
  type SalesReportBucket,
  type SalesReportFilter,
  type SalesReportGrouping,
  type SalesReportQuery,
} from '@littleloom/shared';
import { badRequest } from '../../http/errors';
import type { ShopDays } from '../../lib/shop-days';

/** The days a report covers, both included, YYYY-MM-DD in the shop's time zone. */
export interface SalesRange {
  filter: SalesReportFilter;
  startDate: string;
  endDate: string;
}

/** Up to this many days the chart has a bar group per day; a week each up to 26 weeks. */
const MAX_DAILY_BUCKETS = 62;
const MAX_WEEKLY_BUCKETS = 26;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The range a query asks for (ARCHITECTURE §7 Reports): daily is today, weekly the last 7 days
 * including today, monthly this calendar month so far, custom its two days (back-office.md §5's
 * rules, refused with its messages). The spec's download sends only the dates: without a filter,
 * dates mean custom and no dates mean today.
 */
export function salesRange(query: SalesReportQuery, days: ShopDays): SalesRange {
  const today = days.today();
  const filter = query.filter ?? (query.startDate || query.endDate ? 'custom' : 'daily');
  switch (filter) {
    case 'daily':
      return { filter, startDate: today, endDate: today };
    case 'weekly':
      return { filter, startDate: days.addDays(today, -6), endDate: today };
    case 'monthly':
      return { filter, startDate: `${today.slice(0, 8)}01`, endDate: today };
    case 'custom': {
      const problem = customRangeProblem(query.startDate, query.endDate, today);
      if (problem) throw badRequest(problem);
      return { filter, startDate: query.startDate!, endDate: query.endDate! };
    }
  }
}

const dayNumber = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date) / 86_400_000;
};

const monthNumber = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/** 05 Mar */
const shortDay = (day: string) => `${day.slice(8, 10)} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;

/** Days in the range, both ends included. */
export const rangeLength = (range: SalesRange) =>
  dayNumber(range.endDate) - dayNumber(range.startDate) + 1;

/** How the chart groups a range: by day up to about two months, then by week, then by month. */
export function groupingOf(range: SalesRange): SalesReportGrouping {
  const length = rangeLength(range);
  if (length <= MAX_DAILY_BUCKETS) return 'day';
  if (Math.ceil(length / 7) <= MAX_WEEKLY_BUCKETS) return 'week';
  return 'month';
}

/** A sale as the chart counts it: on which day, for how much (paise). */
export interface BucketSale {
  day: string;
  grossSalePaise: number;
  discountPaise: number;
}

/** A refund as the chart counts it: on the day the money went back. */
export interface BucketRefund {
  day: string;
  amountPaise: number;
}

/**
 * The chart's bar groups over the whole range, empty ones included: a day each, 7 days each from
 * the first day (the last may be shorter), or a calendar month each (clipped to the range). Each
 * nets the refunds made in it from the sales placed in it, as the report's totals do.
 */
export function salesSeries(
  range: SalesRange,
  grouping: SalesReportGrouping,
  sales: readonly BucketSale[],
  refunds: readonly BucketRefund[],
  days: ShopDays,
  toRupees: (paise: number) => number,
): SalesReportBucket[] {
  const first = dayNumber(range.startDate);
  const buckets: { label: string; startDate: string; endDate: string }[] = [];
  const indexOf: (day: string) => number =
    grouping === 'day'
      ? (day) => dayNumber(day) - first
      : grouping === 'week'
        ? (day) => Math.floor((dayNumber(day) - first) / 7)
        : (day) => monthNumber(day) - monthNumber(range.startDate);

  if (grouping === 'month') {
    let start = range.startDate;
    while (start <= range.endDate) {
      const monthIndex = monthNumber(start) + 1;
      const nextMonth = `${Math.floor(monthIndex / 12)}-${String((monthIndex % 12) + 1).padStart(2, '0')}-01`;
      const lastOfMonth = days.addDays(nextMonth, -1);
      const end = lastOfMonth < range.endDate ? lastOfMonth : range.endDate;
      buckets.push({
        label: `${MONTHS[Number(start.slice(5, 7)) - 1]} ${start.slice(0, 4)}`,
        startDate: start,
        endDate: end,
      });
      start = nextMonth;
    }
  } else {
    const step = grouping === 'day' ? 1 : 7;
    for (let start = range.startDate; start <= range.endDate; start = days.addDays(start, step)) {
      const last = days.addDays(start, step - 1);
      const end = last < range.endDate ? last : range.endDate;
      buckets.push({
        label: start === end ? shortDay(start) : `${shortDay(start)} – ${shortDay(end)}`,
        startDate: start,
        endDate: end,
      });
    }
  }

  const sums = buckets.map(() => ({ gross: 0, refunds: 0, orders: 0, discount: 0 }));
  for (const sale of sales) {
    const sum = sums[indexOf(sale.day)];
    if (!sum) continue;
    sum.gross += sale.grossSalePaise;
    sum.orders += 1;
    sum.discount += sale.discountPaise;
  }
  for (const refund of refunds) {
    const sum = sums[indexOf(refund.day)];
    if (sum) sum.refunds += refund.amountPaise;
  }
  return buckets.map((bucket, i) => {
    const sum = sums[i]!;
    return {
      ...bucket,
      totalSales: toRupees(sum.gross - sum.refunds),
      grossSales: toRupees(sum.gross),
      refunds: toRupees(sum.refunds),
      totalOrders: sum.orders,
      totalDiscount: toRupees(sum.discount),
    };
  });
}
