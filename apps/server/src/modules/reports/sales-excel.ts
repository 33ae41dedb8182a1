import { TZDate } from '@date-fns/tz';
import type { Workbook } from 'exceljs';
import {
  PAYMENT_METHOD_LABELS,
  SALES_REPORT_DEFINITION,
  SHOP_NAME,
  type SalesReportData,
} from '@littleloom/shared';
import { excelBytes } from '../../lib/spreadsheet-cells';
import { rangeLabel } from './sales-pdf';

/** Rupees with two decimals and the rupee sign, as the spreadsheet shows money. */
export const RUPEE_FORMAT = '"₹"#,##0.00';
export const DATE_TIME_FORMAT = 'dd-mmm-yyyy hh:mm';

/** The sheet's columns; the money ones are summed in the totals row. */
const COLUMNS = [
  { header: 'Order ID', key: 'orderNumber', width: 18 },
  { header: 'Date', key: 'createdAt', width: 20, style: { numFmt: DATE_TIME_FORMAT } },
  { header: 'Payment Method', key: 'paymentMethod', width: 16 },
  { header: 'Payment Status', key: 'paymentStatus', width: 16 },
  { header: 'Status', key: 'status', width: 14 },
  { header: 'Total Price', key: 'totalPrice', width: 16, style: { numFmt: RUPEE_FORMAT } },
  { header: 'Discount', key: 'discountAmount', width: 14, style: { numFmt: RUPEE_FORMAT } },
  { header: 'Final Price', key: 'finalPrice', width: 16, style: { numFmt: RUPEE_FORMAT } },
  { header: 'Gross Sale', key: 'grossSale', width: 16, style: { numFmt: RUPEE_FORMAT } },
  { header: 'Taxable Value', key: 'taxableValue', width: 16, style: { numFmt: RUPEE_FORMAT } },
  { header: 'GST', key: 'tax', width: 14, style: { numFmt: RUPEE_FORMAT } },
] as const;

const SUMMED = [
  'totalPrice',
  'discountAmount',
  'finalPrice',
  'grossSale',
  'taxableValue',
  'tax',
] as const;

/**
 * A spreadsheet has no time zones: an order's moment is written as the shop's wall-clock time
 * (SHOP_TIMEZONE), so the sheet shows the day and hour the back office knows it by.
 */
function wallClock(instant: Date, timeZone: string): Date {
  const local = new TZDate(instant, timeZone);
  return new Date(
    Date.UTC(
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
      local.getSeconds(),
    ),
  );
}

/**
 * The sales report as an Excel workbook: a sheet with a header row, a row per order (dates as
 * dates, money as numbers formatted in rupees) and a totals row summing the money columns; and a
 * sheet with the report's figures.
 */
export async function renderSalesExcel(report: SalesReportData, timeZone: string): Promise<Buffer> {
  // ExcelJS is large and only report downloads need it: loaded on the first one.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = SHOP_NAME;
  workbook.title = `Sales Report (${rangeLabel(report)})`;
  const sheet = workbook.addWorksheet('Sales Report', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((column) => ({ ...column }));
  sheet.getRow(1).font = { bold: true };

  for (const order of report.orders) {
    sheet.addRow({
      ...order,
      paymentMethod: PAYMENT_METHOD_LABELS[order.paymentMethod],
      createdAt: wallClock(new Date(order.createdAt), timeZone),
    });
  }
  const lastOrderRow = report.orders.length + 1;
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: COLUMNS.length } };

  const totals = sheet.addRow({
    orderNumber: 'Total',
    paymentMethod: `${report.totalOrders} ${report.totalOrders === 1 ? 'order' : 'orders'}`,
  });
  const paiseSum = (key: 'totalPrice' | 'finalPrice') =>
    report.orders.reduce((sum, order) => sum + Math.round(order[key] * 100), 0);
  const totalsOf: Record<(typeof SUMMED)[number], number> = {
    totalPrice: paiseSum('totalPrice'),
    discountAmount: Math.round(report.totalDiscount * 100),
    finalPrice: paiseSum('finalPrice'),
    grossSale: Math.round(report.grossSales * 100),
    taxableValue: Math.round(report.totalTaxable * 100),
    tax: Math.round(report.totalTax * 100),
  };
  for (const key of SUMMED) {
    const cell = totals.getCell(key);
    const letter = sheet.getColumn(key).letter;
    cell.value =
      lastOrderRow > 1
        ? { formula: `SUM(${letter}2:${letter}${lastOrderRow})`, result: totalsOf[key] / 100 }
        : 0;
    cell.numFmt = RUPEE_FORMAT;
  }
  totals.font = { bold: true };
  totals.border = { top: { style: 'thin' } };

  addSummarySheet(workbook, report);
  return excelBytes(workbook);
}

/**
 * The report's figures on a sheet of their own, after the orders: gross sales (the orders
 * sheet's Gross Sale total), the refunds made in the period, net sales, and what they mean.
 */
function addSummarySheet(workbook: Workbook, report: SalesReportData): void {
  const sheet = workbook.addWorksheet('Summary');
  sheet.columns = [
    { key: 'label', width: 20 },
    { key: 'value', width: 18 },
  ];
  sheet.addRow({ label: 'Period', value: rangeLabel(report) });
  const money: [string, number][] = [
    ['Gross Sales', report.grossSales],
    ['Refunds', report.refunds],
    ['Total Sales (net)', report.totalSales],
  ];
  for (const [label, value] of money) {
    sheet.addRow({ label, value }).getCell('value').numFmt = RUPEE_FORMAT;
  }
  sheet.addRow({ label: 'Total Orders', value: report.totalOrders });
  sheet.addRow({ label: 'Total Discount', value: report.totalDiscount }).getCell('value').numFmt =
    RUPEE_FORMAT;
  sheet.getColumn('label').font = { bold: true };
  sheet.addRow([]);
  sheet.addRow({ label: SALES_REPORT_DEFINITION });
}
