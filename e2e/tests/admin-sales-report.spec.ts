import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInAdminThroughTheApi } from '../support/accounts';
import { adminApiToken } from '../support/admin-api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { pdfText } from '../support/pdf';
import { toast } from '../support/toasts';

// The browser keeps the shop's calendar, so "today" in the pickers is the shop's today.
test.use({ timezoneId: 'Asia/Kolkata' });

/** Today in the shop (Asia/Kolkata), as the pickers write it: YYYY-MM-DD. */
function shopToday(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  }).format(amount);

interface Report {
  orders: { orderNumber: string; finalPrice: number }[];
  startDate: string;
  endDate: string;
  totalSales: number;
  grossSales: number;
  refunds: number;
  totalOrders: number;
  totalDiscount: number;
  series: { label: string }[];
}

/** The report as the API gives it, to check the screen against. */
async function apiReport(request: APIRequestContext, query: string): Promise<Report> {
  const reply = await request.get(`/api/reports/generate?${query}`, {
    headers: { authorization: `Bearer ${await adminApiToken(request)}` },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { data: Report }).data;
}

/** Money as the shop prints it, below nothing too (-₹300.00). */
const signedRupees = (amount: number) => (amount < 0 ? `-${rupees(-amount)}` : rupees(amount));

/** The cards say what the API says: gross sales, refunds, net (Total Sales), orders, discount. */
async function expectCards(page: Page, report: Report) {
  const cards = page.getByRole('list', { name: 'Report totals' });
  await expect(cards.getByRole('listitem', { name: 'Gross Sales' })).toContainText(
    rupees(report.grossSales),
  );
  await expect(cards.getByRole('listitem', { name: 'Refunds' })).toContainText(
    rupees(report.refunds),
  );
  await expect(cards.getByRole('listitem', { name: 'Total Sales' })).toContainText(
    signedRupees(report.totalSales),
  );
  await expect(cards.getByRole('listitem', { name: 'Total Orders' })).toContainText(
    String(report.totalOrders),
  );
  await expect(cards.getByRole('listitem', { name: 'Total Discount' })).toContainText(
    rupees(report.totalDiscount),
  );
}

test('the admin generates the sales report for each period and a custom range (gross sales, refunds and net, the refunds agreeing with the Ledger Book), and downloads it as PDF and Excel, and the month’s GST summary', async ({
  page,
  request,
}) => {
  const today = shopToday();
  await signInAdminThroughTheApi(page);
  await page.goto('/admin/products/list');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Sales Report' })
    .click();
  await expect(page).toHaveURL(/\/admin\/report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sales Report' })).toBeVisible();

  const filter = page.getByRole('combobox', { name: 'Filter By' });
  const generate = page.getByRole('button', { name: 'Generate Report' });
  const chart = page.getByRole('img', { name: /^Sales Summary chart/ });

  // Each period: the cards match the server's report and the chart is drawn, 400 px tall.
  for (const period of ['daily', 'weekly', 'monthly'] as const) {
    await filter.selectOption(period);
    await generate.click();
    await expect(toast(page, 'Sales report generated successfully!').first()).toBeVisible();
    await expectCards(page, await apiReport(request, `filter=${period}`));
    await expect(chart).toBeVisible();
    expect((await chart.boundingBox())?.height).toBe(400);
  }

  // The custom range's rules hold before anything is asked of the server.
  await filter.selectOption('custom');
  const start = page.getByLabel('Start Date');
  const end = page.getByLabel('End Date');
  await expect(start).toHaveAttribute('max', today);
  await expect(end).toHaveAttribute('max', today);
  await generate.click();
  await expect(page.getByText('Please select both start and end dates.')).toBeVisible();
  await start.fill(today);
  await end.fill(addDays(today, -1));
  await generate.click();
  await expect(page.getByText('Start date cannot be after end date.')).toBeVisible();

  // The last 60 days of the demo shop's orders.
  const from = addDays(today, -59);
  await start.fill(from);
  await end.fill(today);
  await generate.click();
  await expect(toast(page, 'Sales report generated successfully!').first()).toBeVisible();
  const custom = await apiReport(request, `filter=custom&startDate=${from}&endDate=${today}`);
  expect(custom.totalOrders).toBeGreaterThan(10);
  // The demo shop's last two months had cancellations and returns refunded to wallets.
  expect(custom.refunds).toBeGreaterThan(0);
  expect(Math.round(custom.totalSales * 100)).toBe(
    Math.round(custom.grossSales * 100) - Math.round(custom.refunds * 100),
  );
  await expectCards(page, custom);
  await expect(page.getByText(/^Total Sales = Gross Sales − Refunds\. /)).toBeVisible();

  // Newest first, ten to a page, with first, previous, numbered, next and last.
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Order ID',
    'Total Price',
    'Final Price',
    'Discount',
    'Taxable Value',
    'GST',
    'Status',
  ]);
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(custom.orders[0]!.orderNumber);
  const pager = page.getByRole('navigation', { name: 'Sales report pages' });
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(rows.first()).toContainText(custom.orders[10]!.orderNumber);
  await pager.getByRole('button', { name: 'Last page' }).click();
  await expect(rows).toHaveCount(custom.totalOrders % 10 || 10);
  await expect(rows.last()).toContainText(custom.orders.at(-1)!.orderNumber);
  await pager.getByRole('button', { name: 'First page' }).click();
  await expect(rows.first()).toContainText(custom.orders[0]!.orderNumber);
  await expectNoSeriousAxeViolations(page, 'sales report');

  // The PDF: the spec's file name, the title, the figures and the orders.
  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('sales-report.pdf');
  await expect(toast(page, 'PDF report downloaded successfully!')).toBeVisible();
  const text = await pdfText(await readFile(await pdf.path()));
  expect(text).toContain('Sales Report');
  expect(text).toContain(rupees(custom.grossSales));
  expect(text).toContain(rupees(custom.refunds));
  expect(text).toContain(signedRupees(custom.totalSales));
  expect(text).toContain(custom.orders[0]!.orderNumber);
  expect(text).toContain(custom.orders.at(-1)!.orderNumber);

  // The workbook: a header row, a row per order and the totals.
  const excelDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const excel = await excelDownload;
  expect(excel.suggestedFilename()).toBe('sales-report.xlsx');
  await expect(toast(page, 'Excel report downloaded successfully!')).toBeVisible();
  const bytes = await readFile(await excel.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Order ID');
  expect(sheet.rowCount).toBe(custom.totalOrders + 2);
  expect(sheet.getRow(2).getCell(1).value).toBe(custom.orders[0]!.orderNumber);
  const totals = sheet.getRow(custom.totalOrders + 2);
  expect(totals.getCell(1).value).toBe('Total');
  expect(sheet.getRow(1).getCell(9).value).toBe('Gross Sale');
  expect((totals.getCell(9).value as { result: number }).result).toBeCloseTo(custom.grossSales, 2);
  const summary = book.getWorksheet('Summary')!;
  expect(summary.getRow(3).values).toEqual([undefined, 'Refunds', custom.refunds]);
  expect(summary.getRow(4).values).toEqual([undefined, 'Total Sales (net)', custom.totalSales]);

  // The Ledger Book for the same days: its refund credits are the report's refunds, to the paisa.
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Ledger Book' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger Report' })).toBeVisible();
  await page.getByLabel('Start Date').fill(custom.startDate);
  await page.getByLabel('End Date').fill(custom.endDate);
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(toast(page, 'Ledger report generated successfully!')).toBeVisible();
  const ledgerDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const ledgerCsv = await readFile(await (await ledgerDownload).path(), 'utf8');
  const refundPaise = ledgerCsv
    .split(/\r?\n/)
    .map((line) =>
      /^[^,]*,[^,]*,credit,(\d+\.\d{2}),Refund for (cancelled|returned) items of order /.exec(line),
    )
    .reduce((sum, match) => sum + (match ? Math.round(Number(match[1]) * 100) : 0), 0);
  expect(refundPaise).toBe(Math.round(custom.refunds * 100));
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Sales Report' })
    .click();

  // This month's GST summary as CSV: the server's file name and the GSTR-1 B2C header.
  const gst = page.getByRole('region', { name: 'GST summary' });
  const month = today.slice(0, 7);
  await expect(gst.getByLabel('Month')).toHaveValue(month);
  const csvDownload = page.waitForEvent('download');
  await gst.getByRole('button', { name: 'Download GST summary (CSV)' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`gst-summary-${month}.csv`);
  await expect(toast(page, 'GST summary downloaded successfully!')).toBeVisible();
  const csvText = await readFile(await csv.path(), 'utf8');
  expect(csvText.split(/\r?\n/)[0]).toBe(
    '\uFEFFPlace Of Supply,Rate,Taxable Value,CGST,SGST,IGST,Cess Amount',
  );
});
