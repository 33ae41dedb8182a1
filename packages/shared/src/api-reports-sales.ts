/**
 * The back office's sales report (back-office.md §2 Sales Report, §3, §5, §7 Reports and
 * dashboard, §8): its filters, the rules of a custom range with their messages, and the reply.
 */
import { z } from './zod';
import type { DerivedOrderStatus } from './order-rules';
import type { OrderPaymentMethod } from './validation/orders';
import { isCalendarDay } from './validation/promotions';

export const SALES_REPORT_FILTERS = ['daily', 'weekly', 'monthly', 'custom'] as const;
export type SalesReportFilter = (typeof SALES_REPORT_FILTERS)[number];

/** What the 'Filter By' select shows for each filter. */
export const SALES_REPORT_FILTER_LABELS: Record<SalesReportFilter, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  custom: 'Custom',
};

export const SALES_REPORT_MESSAGES = {
  bothDatesRequired: 'Please select both start and end dates.',
  startAfterEnd: 'Start date cannot be after end date.',
  futureDates: 'Dates cannot be in the future.',
  /** Ours: a day that is not a calendar day written YYYY-MM-DD. */
  invalidDate: 'Dates must be calendar days written YYYY-MM-DD.',
  generated: 'Sales report generated successfully!',
  fetchFailed: 'Failed to fetch sales report.',
  pdfDownloaded: 'PDF report downloaded successfully!',
  pdfFailed: 'Failed to download PDF report.',
  excelDownloaded: 'Excel report downloaded successfully!',
  excelFailed: 'Failed to download Excel report.',
  /** Ours: the month's GST summary for GSTR-1, as CSV or Excel. */
  gstSummaryDownloaded: 'GST summary downloaded successfully!',
  gstSummaryFailed: 'Failed to download GST summary.',
} as const;

/** back-office.md §8: report toasts close after 3 seconds. */
export const REPORT_TOAST_MS = 3000;

/** back-office.md §7: the downloads are saved under these names. */
export const SALES_REPORT_FILE_NAMES = {
  pdf: 'sales-report.pdf',
  excel: 'sales-report.xlsx',
} as const;
export type SalesReportFormat = keyof typeof SALES_REPORT_FILE_NAMES;

/** GET /api/reports/gst-summary/{csv|excel}?month=YYYY-MM answers gst-summary-YYYY-MM.csv or .xlsx. */
export const GST_SUMMARY_FORMATS = ['csv', 'excel'] as const;
export type GstSummaryFormat = (typeof GST_SUMMARY_FORMATS)[number];
export const gstSummaryFileName = (format: GstSummaryFormat, month: string): string =>
  `gst-summary-${month}.${format === 'csv' ? 'csv' : 'xlsx'}`;

/**
 * What is wrong with a custom range (back-office.md §5), checked in the spec's order; undefined
 * when it is fine. Days are YYYY-MM-DD (they compare as text); `today` is the shop's today on
 * the server and the browser's on the form.
 */
export function customRangeProblem(
  startDate: string | undefined,
  endDate: string | undefined,
  today: string,
): string | undefined {
  if (!startDate || !endDate) return SALES_REPORT_MESSAGES.bothDatesRequired;
  if (!isCalendarDay(startDate) || !isCalendarDay(endDate))
    return SALES_REPORT_MESSAGES.invalidDate;
  if (startDate > endDate) return SALES_REPORT_MESSAGES.startAfterEnd;
  if (endDate > today) return SALES_REPORT_MESSAGES.futureDates;
  return undefined;
}

const dayField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().max(10, SALES_REPORT_MESSAGES.invalidDate).optional(),
);

/**
 * GET /api/reports/generate and /api/reports/download/{format}. The spec's download sends only
 * the two dates: without a filter, dates mean a custom range and no dates mean today.
 */
export const salesReportQuerySchema = z.object({
  filter: z.enum(SALES_REPORT_FILTERS, 'Choose daily, weekly, monthly or custom').optional(),
  startDate: dayField,
  endDate: dayField,
});
export type SalesReportQuery = z.output<typeof salesReportQuerySchema>;

/**
 * What the report's money figures mean, in one line under its cards and in its downloads
 * (docs/decisions/0020-gross-refunds-and-net-sales.md).
 */
export const SALES_REPORT_DEFINITION =
  'Total Sales = Gross Sales − Refunds. Gross: orders placed in the period that were paid, or are cash on delivery and not wholly cancelled (less their items cancelled unpaid). Refunds: money given back to wallets in the period, whenever its order was placed.';

/** One order of the report, amounts in rupees. */
export interface SalesReportOrder {
  _id: string;
  orderNumber: string;
  createdAt: string;
  /** The items' total before the discount. */
  totalPrice: number;
  finalPrice: number;
  /**
   * What the order adds to gross sales: its final price, less, for cash on delivery, the items
   * cancelled before they were paid for (that money was never taken).
   */
  grossSale: number;
  discountAmount: number;
  /**
   * GST in the final price as worked out when the order was placed, and the value before it
   * (rupees); null for orders placed before the shop recorded tax.
   */
  taxableValue: number | null;
  tax: number | null;
  /** Derived from the items: DELIVERED, CANCELLED or PENDING. */
  status: DerivedOrderStatus;
  paymentStatus: string;
  paymentMethod: OrderPaymentMethod;
}

/** One bar group of the 'Sales Summary' chart: a day, a week or a month of the range. */
export interface SalesReportBucket {
  label: string;
  /** The first and last day (YYYY-MM-DD, shop time) the bucket covers. */
  startDate: string;
  endDate: string;
  /** Net: `grossSales` less `refunds`, the bucket's own each. */
  totalSales: number;
  grossSales: number;
  refunds: number;
  totalOrders: number;
  totalDiscount: number;
}

export type SalesReportGrouping = 'day' | 'week' | 'month';

export interface SalesReportData {
  /** The filter the report was made with (custom when only dates were sent). */
  filter: SalesReportFilter;
  /** Newest first: the orders placed in the period that count as sales. */
  orders: SalesReportOrder[];
  /** Net sales, the spec's Total Sales: `grossSales` less `refunds`. */
  totalSales: number;
  /** The orders' `grossSale`s. */
  grossSales: number;
  /** Money given back to wallets in the period (`order_refunds`, by date), for any order. */
  refunds: number;
  /** Orders counted in gross sales. */
  totalOrders: number;
  /** Their discounts, as given when they were placed. */
  totalDiscount: number;
  /** Sums of the orders' taxable value and GST (orders without a tax record left out). */
  totalTaxable: number;
  totalTax: number;
  /** The days the report covers (YYYY-MM-DD, shop time), both included. */
  startDate: string;
  endDate: string;
  grouping: SalesReportGrouping;
  /** Every bucket of the range in order, empty ones included. */
  series: SalesReportBucket[];
}

export interface SalesReportReply {
  success: true;
  data: SalesReportData;
}
