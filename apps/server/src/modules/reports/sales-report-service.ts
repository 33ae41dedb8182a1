import {
  SALES_REPORT_FILE_NAMES,
  toRupees,
  type SalesReportData,
  type SalesReportFormat,
  type SalesReportQuery,
} from '@littleloom/shared';
import type { Database, DbOrTx } from '../../db/client';
import type { ShopDays } from '../../lib/shop-days';
import type { RefundRow, SaleRow } from '../orders';
import { renderSalesExcel } from './sales-excel';
import { renderSalesPdf } from './sales-pdf';
import { groupingOf, salesRange, salesSeries } from './sales-range';

export interface ReportFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

const CONTENT_TYPES: Record<SalesReportFormat, string> = {
  pdf: 'application/pdf',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * What the report asks of the orders module, which alone knows what counts as a sale and what was
 * given back; each reads from `from` (included) to `to` (excluded).
 */
export interface OrderSales {
  salesBetween(db: DbOrTx, from: Date, to: Date): Promise<SaleRow[]>;
  refundsBetween(db: DbOrTx, from: Date, to: Date): Promise<RefundRow[]>;
}

/**
 * The back office's sales report (back-office.md §2, §7): the orders that count as sales in a
 * range of the shop's days (asked of the orders module), their totals, the chart's series, and
 * the same as a PDF or an Excel workbook.
 */
export class SalesReportService {
  constructor(
    private readonly db: Database,
    private readonly days: ShopDays,
    private readonly timeZone: string,
    private readonly orders: OrderSales,
  ) {}

  /**
   * Gross sales are the orders placed in the range that count as sales; refunds are the money
   * given back in it, whichever order it was for; net (the spec's Total Sales) is the one less the
   * other. So a refund lowers the period it is made in, and an order's figures never change after
   * the period they fell in was reported.
   */
  async generate(query: SalesReportQuery): Promise<SalesReportData> {
    const range = salesRange(query, this.days);
    const from = this.days.endOf(this.days.addDays(range.startDate, -1));
    const to = this.days.endOf(range.endDate);
    const [sales, refunds] = await Promise.all([
      this.orders.salesBetween(this.db, from, to),
      this.orders.refundsBetween(this.db, from, to),
    ]);
    let grossPaise = 0;
    let discountPaise = 0;
    let taxablePaise = 0;
    let taxPaise = 0;
    for (const sale of sales) {
      grossPaise += sale.grossSalePaise;
      discountPaise += sale.discountPaise;
      taxablePaise += sale.tax?.taxablePaise ?? 0;
      taxPaise += sale.tax?.taxPaise ?? 0;
    }
    const refundedPaise = refunds.reduce((sum, refund) => sum + refund.amountPaise, 0);
    const grouping = groupingOf(range);
    return {
      filter: range.filter,
      orders: sales.map((sale) => sale.order),
      totalSales: toRupees(grossPaise - refundedPaise),
      grossSales: toRupees(grossPaise),
      refunds: toRupees(refundedPaise),
      totalOrders: sales.length,
      totalDiscount: toRupees(discountPaise),
      totalTaxable: toRupees(taxablePaise),
      totalTax: toRupees(taxPaise),
      startDate: range.startDate,
      endDate: range.endDate,
      grouping,
      series: salesSeries(
        range,
        grouping,
        sales.map((sale) => ({
          day: this.days.dayOf(sale.createdAt),
          grossSalePaise: sale.grossSalePaise,
          discountPaise: sale.discountPaise,
        })),
        refunds.map((refund) => ({
          day: this.days.dayOf(refund.createdAt),
          amountPaise: refund.amountPaise,
        })),
        this.days,
        toRupees,
      ),
    };
  }

  async download(format: SalesReportFormat, query: SalesReportQuery): Promise<ReportFile> {
    const report = await this.generate(query);
    const bytes =
      format === 'pdf'
        ? await renderSalesPdf(report, (instant) => this.days.dateLabel(instant))
        : await renderSalesExcel(report, this.timeZone);
    return { fileName: SALES_REPORT_FILE_NAMES[format], contentType: CONTENT_TYPES[format], bytes };
  }
}
