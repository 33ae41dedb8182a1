import {
  SALES_REPORT_FILE_NAMES,
  toRupees,
  type SalesReportData,
  type SalesReportFormat,
  type SalesReportQuery,
} from '@littleloom/shared';
import type { Database } from '../../db/client';
import type { ShopDays } from '../../lib/shop-days';
import { salesBetween } from '../orders/sales-report-query';
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
 * The back office's sales report (back-office.md §2, §7): the orders that count as sales in a
 * range of the shop's days (asked of the orders module), their totals, the chart's series, and
 * the same as a PDF or an Excel workbook.
 */
export class SalesReportService {
  constructor(
    private readonly db: Database,
    private readonly days: ShopDays,
    private readonly timeZone: string,
  ) {}

  async generate(query: SalesReportQuery): Promise<SalesReportData> {
    const range = salesRange(query, this.days);
    const sales = await salesBetween(
      this.db,
      this.days.endOf(this.days.addDays(range.startDate, -1)),
      this.days.endOf(range.endDate),
    );
    let salesPaise = 0;
    let discountPaise = 0;
    let taxablePaise = 0;
    let taxPaise = 0;
    for (const sale of sales) {
      salesPaise += sale.finalPricePaise;
      discountPaise += sale.discountPaise;
      taxablePaise += sale.tax?.taxablePaise ?? 0;
      taxPaise += sale.tax?.taxPaise ?? 0;
    }
    const grouping = groupingOf(range);
    return {
      filter: range.filter,
      orders: sales.map((sale) => sale.order),
      totalSales: toRupees(salesPaise),
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
          finalPricePaise: sale.finalPricePaise,
          discountPaise: sale.discountPaise,
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
