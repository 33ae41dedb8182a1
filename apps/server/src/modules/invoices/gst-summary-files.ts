import { stringify } from 'csv-stringify/sync';
import { SHOP_NAME } from '@littleloom/shared';
import { csvOptions, excelBytes } from '../../lib/spreadsheet-cells';
import { GST_SUMMARY_HEADER, gstSummaryCells, type GstSummary } from './gst-summary';

export interface SummaryFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** The summary as CSV: the header and a row per place of supply and rate, nothing else. */
export function gstSummaryCsv(summary: GstSummary): SummaryFile {
  const text = stringify(
    [[...GST_SUMMARY_HEADER], ...summary.rows.map(gstSummaryCells)],
    csvOptions(),
  );
  return {
    fileName: `gst-summary-${summary.month}.csv`,
    contentType: 'text/csv; charset=utf-8',
    bytes: Buffer.from(text),
  };
}

/** The summary as an Excel workbook: the same rows, money as numbers, and a totals row. */
export async function gstSummaryExcel(summary: GstSummary): Promise<SummaryFile> {
  // ExcelJS is large and only downloads need it: loaded on the first one.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = SHOP_NAME;
  workbook.title = `GST summary ${summary.month}`;
  const sheet = workbook.addWorksheet('b2cs', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...GST_SUMMARY_HEADER]).font = { bold: true };
  for (const row of summary.rows) sheet.addRow(gstSummaryCells(row));
  const last = summary.rows.length + 1;
  const total = sheet.addRow(['Total']);
  total.font = { bold: true };
  for (const column of [3, 4, 5, 6]) {
    const letter = sheet.getColumn(column).letter;
    const sum = summary.rows.reduce(
      (acc, row) => acc + Number(gstSummaryCells(row)[column - 1]),
      0,
    );
    total.getCell(column).value =
      last > 1 ? { formula: `SUM(${letter}2:${letter}${last})`, result: sum } : 0;
  }
  for (const column of [3, 4, 5, 6, 7]) sheet.getColumn(column).numFmt = '#,##0.00';
  sheet.getColumn(1).width = 26;
  for (const column of [2, 3, 4, 5, 6, 7]) sheet.getColumn(column).width = 14;
  return {
    fileName: `gst-summary-${summary.month}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    bytes: await excelBytes(workbook),
  };
}
