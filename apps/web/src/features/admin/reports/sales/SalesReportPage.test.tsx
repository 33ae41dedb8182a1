import {
  SALES_REPORT_DEFINITION,
  SALES_REPORT_MESSAGES,
  type SalesReportData,
  type SalesReportOrder,
} from '@littleloom/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';
import { recordDownloads } from '../../../../test/downloads';
import { localToday } from '../../promotions/local-day';
import { storeAdminSession } from '../../testing';
import { salesRequestOf } from './SalesReportPage';

// jsdom has no canvas: the chart stands in as a list of what it would draw.
vi.mock('./SalesSummaryChart', () => ({
  default: ({ series }: { series: SalesReportData['series'] }) => (
    <ul aria-label="Sales Summary chart">
      {series.map((bucket) => (
        <li key={bucket.label}>
          {bucket.label}: {bucket.totalSales} / {bucket.totalOrders} / {bucket.totalDiscount}
        </li>
      ))}
    </ul>
  ),
}));

afterEach(() => {
  localStorage.clear();
  toast.dismiss();
  vi.restoreAllMocks();
});

async function toasts() {
  return within(await screen.findByRole('region', { name: /notifications/i }));
}

const today = localToday();

function makeOrder(n: number, overrides: Partial<SalesReportOrder> = {}): SalesReportOrder {
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    orderNumber: `LL-2603-${String(n).padStart(5, '0')}`,
    createdAt: '2026-03-18T06:30:00.000Z',
    totalPrice: 1000,
    finalPrice: 950,
    grossSale: 950,
    discountAmount: 100,
    taxableValue: 904.76,
    tax: 45.24,
    status: 'PENDING',
    paymentStatus: 'Paid',
    paymentMethod: 'Razorpay',
    ...overrides,
  };
}

function makeReport(overrides: Partial<SalesReportData> = {}): SalesReportData {
  const orders = overrides.orders ?? [makeOrder(1)];
  return {
    filter: 'daily',
    orders,
    totalSales: 123456.5,
    grossSales: 123456.5,
    refunds: 0,
    totalOrders: orders.length,
    totalDiscount: 2500,
    totalTaxable: 117577.62,
    totalTax: 5878.88,
    startDate: '2026-03-18',
    endDate: '2026-03-18',
    grouping: 'day',
    series: [
      {
        label: '18 Mar',
        startDate: '2026-03-18',
        endDate: '2026-03-18',
        totalSales: 123456.5,
        grossSales: 123456.5,
        refunds: 0,
        totalOrders: orders.length,
        totalDiscount: 2500,
      },
    ],
    ...overrides,
  };
}

/** Answers the report with `reply` (a report, or a failure) and the downloads with files. */
function stubReportApi(reply: (url: URL) => Response | Promise<Response>) {
  return stubFetch(async (url) => {
    if (url.pathname === '/api/reports/generate') return reply(url);
    if (url.pathname.startsWith('/api/reports/gst-summary/')) {
      const month = url.searchParams.get('month') ?? '';
      if (!/^\d{4}-\d{2}$/.test(month))
        return jsonResponse({ success: false, message: 'Choose a month as YYYY-MM' }, 400);
      if (month > today.slice(0, 7))
        return jsonResponse({ success: false, message: 'Choose a month that has begun' }, 400);
      const excel = url.pathname.endsWith('/excel');
      return new Response(excel ? 'PK' : '\uFEFFPlace Of Supply,Rate', {
        status: 200,
        headers: {
          'Content-Type': excel
            ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
            : 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="gst-summary-${month}.${excel ? 'xlsx' : 'csv'}"`,
        },
      });
    }
    if (url.pathname.startsWith('/api/reports/download/')) {
      const excel = url.pathname.endsWith('/excel');
      return new Response(excel ? 'PK' : '%PDF-', {
        status: 200,
        headers: {
          'Content-Type': excel
            ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
            : 'application/pdf',
          'Content-Disposition': `attachment; filename="${excel ? 'sales-report.xlsx' : 'sales-report.pdf'}"`,
        },
      });
    }
    return jsonResponse({ success: false, message: 'Route not found' }, 404);
  });
}

const reportCalls = (mock: ReturnType<typeof stubFetch>) =>
  requestedUrls(mock).filter((url) => url.pathname === '/api/reports/generate');

async function openPage() {
  storeAdminSession();
  renderApp('/admin/report');
  await screen.findByRole('heading', { level: 1, name: 'Sales Report' });
  return userEvent.setup();
}

describe('the period rules', () => {
  it('asks for nothing but the filter outside a custom range', () => {
    expect(salesRequestOf({ filter: 'weekly', startDate: 'x', endDate: '' }, today)).toEqual({
      request: { filter: 'weekly' },
    });
  });

  it.each([
    ['', '', SALES_REPORT_MESSAGES.bothDatesRequired],
    ['2026-03-01', '', SALES_REPORT_MESSAGES.bothDatesRequired],
    ['2026-03-05', '2026-03-04', SALES_REPORT_MESSAGES.startAfterEnd],
    ['2026-03-05', '2026-03-19', SALES_REPORT_MESSAGES.futureDates],
  ])('custom %s to %s: %s', (startDate, endDate, problem) => {
    expect(salesRequestOf({ filter: 'custom', startDate, endDate }, '2026-03-18')).toEqual({
      problem,
    });
  });

  it('sends a custom range that ends today', () => {
    expect(
      salesRequestOf(
        { filter: 'custom', startDate: '2026-03-01', endDate: '2026-03-18' },
        '2026-03-18',
      ),
    ).toEqual({ request: { filter: 'custom', startDate: '2026-03-01', endDate: '2026-03-18' } });
  });
});

describe('the Sales Report page', () => {
  it('is in the admin menu', async () => {
    stubReportApi(() => jsonResponse({ success: true, data: makeReport() }));
    await openPage();
    const menu = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    expect(within(menu).getByRole('link', { name: 'Sales Report' })).toHaveAttribute(
      'href',
      '/admin/report',
    );
  });

  it('shows Start Date and End Date, capped at today, only for a custom range, and says what is wrong next to them', async () => {
    const mock = stubReportApi(() => jsonResponse({ success: true, data: makeReport() }));
    const user = await openPage();
    const filter = screen.getByRole('combobox', { name: 'Filter By' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Daily', 'Weekly', 'Monthly', 'Custom']);
    expect(screen.queryByLabelText('Start Date')).not.toBeInTheDocument();

    await user.selectOptions(filter, 'custom');
    const start = screen.getByLabelText('Start Date');
    const end = screen.getByLabelText('End Date');
    expect(start).toHaveAttribute('max', today);
    expect(end).toHaveAttribute('max', today);

    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SALES_REPORT_MESSAGES.bothDatesRequired);
    expect(start).toHaveAttribute('aria-invalid', 'true');

    await user.type(start, '2026-03-05');
    await user.type(end, '2026-03-04');
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SALES_REPORT_MESSAGES.startAfterEnd);

    const tomorrow = localToday(new Date(Date.now() + 86_400_000));
    await user.clear(end);
    await user.type(end, tomorrow);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SALES_REPORT_MESSAGES.futureDates);
    expect(reportCalls(mock)).toHaveLength(0);
    expect(requestedUrls(mock).some((url) => url.pathname.startsWith('/api/reports/'))).toBe(false);

    await user.clear(end);
    await user.type(end, today);
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    await waitFor(() => expect(reportCalls(mock)).toHaveLength(1));
    expect(Object.fromEntries(reportCalls(mock)[0]!.searchParams)).toEqual({
      filter: 'custom',
      startDate: '2026-03-05',
      endDate: today,
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Loading...' while generating, then the three cards, the chart and a toast", async () => {
    let answer: (response: Response) => void = () => undefined;
    const mock = stubReportApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter By' }), 'weekly');
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    const busy = await screen.findByRole('button', { name: 'Loading...' });
    expect(busy).toBeDisabled();
    expect(Object.fromEntries(reportCalls(mock)[0]!.searchParams)).toEqual({ filter: 'weekly' });

    answer(jsonResponse({ success: true, data: makeReport({ filter: 'weekly' }) }));
    expect(await screen.findByRole('button', { name: 'Generate Report' })).toBeEnabled();
    const cards = screen.getByRole('list', { name: 'Report totals' });
    expect(within(cards).getByRole('listitem', { name: 'Total Sales' })).toHaveTextContent(
      '₹1,23,456.50',
    );
    expect(within(cards).getByRole('listitem', { name: 'Total Orders' })).toHaveTextContent('1');
    expect(within(cards).getByRole('listitem', { name: 'Total Discount' })).toHaveTextContent(
      '₹2,500.00',
    );
    expect(screen.getByText('Taxable value ₹1,17,577.62 · GST ₹5,878.88')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sales Summary' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Sales Summary chart' })).toHaveTextContent(
      '18 Mar: 123456.5 / 1 / 2500',
    );
    expect((await toasts()).getByText(SALES_REPORT_MESSAGES.generated)).toBeInTheDocument();
  });

  it('shows gross sales, the refunds made in the period and net sales, with what they mean', async () => {
    stubReportApi(() =>
      jsonResponse({
        success: true,
        data: makeReport({ grossSales: 5250, refunds: 1049.5, totalSales: 4200.5 }),
      }),
    );
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    const cards = await screen.findByRole('list', { name: 'Report totals' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Gross Sales', 'Refunds', 'Total Sales', 'Total Orders', 'Total Discount']);
    expect(within(cards).getByRole('listitem', { name: 'Gross Sales' })).toHaveTextContent(
      '₹5,250.00',
    );
    expect(within(cards).getByRole('listitem', { name: 'Refunds' })).toHaveTextContent('₹1,049.50');
    expect(within(cards).getByRole('listitem', { name: 'Total Sales' })).toHaveTextContent(
      '₹4,200.50',
    );
    expect(cards).toHaveAccessibleDescription(SALES_REPORT_DEFINITION);
    expect(screen.getByText(SALES_REPORT_DEFINITION)).toBeVisible();
  });

  it('shows net sales below nothing when more went back than was sold', async () => {
    stubReportApi(() =>
      jsonResponse({
        success: true,
        data: makeReport({ orders: [], grossSales: 0, refunds: 300, totalSales: -300 }),
      }),
    );
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    const cards = await screen.findByRole('list', { name: 'Report totals' });
    expect(within(cards).getByRole('listitem', { name: 'Total Sales' })).toHaveTextContent(
      '-₹300.00',
    );
  });

  it("toasts the server's reason, or the spec's words, when the report fails", async () => {
    stubReportApi(() =>
      jsonResponse({ success: false, message: SALES_REPORT_MESSAGES.futureDates }, 400),
    );
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(
      await (await toasts()).findByText(SALES_REPORT_MESSAGES.futureDates),
    ).toBeInTheDocument();
  });

  it('toasts the fallback when the server cannot be reached', async () => {
    stubFetch(() => Promise.reject(new TypeError('offline')));
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(
      await (await toasts()).findByText(SALES_REPORT_MESSAGES.fetchFailed),
    ).toBeInTheDocument();
  });

  it('pages the orders ten at a time with first, previous, numbered, next and last', async () => {
    const orders = Array.from({ length: 23 }, (_, i) =>
      makeOrder(23 - i, {
        finalPrice: 100 + i,
        status: i === 0 ? 'DELIVERED' : 'PENDING',
        // The second order was placed before the shop recorded tax.
        ...(i === 1 ? { taxableValue: null, tax: null } : {}),
      }),
    );
    stubReportApi(() => jsonResponse({ success: true, data: makeReport({ orders }) }));
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));

    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Order ID',
      'Total Price',
      'Final Price',
      'Discount',
      'Taxable Value',
      'GST',
      'Status',
    ]);
    const rows = () => within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent);
    expect(rows()).toHaveLength(10);
    expect(rows()[0]).toHaveTextContent('LL-2603-00023');
    expect(cells(rows()[0]!)).toEqual([
      '₹1,000.00',
      '₹100.00',
      '₹100.00',
      '₹904.76',
      '₹45.24',
      'Delivered',
    ]);
    expect(cells(rows()[1]!)).toEqual(['₹1,000.00', '₹101.00', '₹100.00', '—', '—', 'In progress']);

    const pager = screen.getByRole('navigation', { name: 'Sales report pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(rows()[0]).toHaveTextContent('LL-2603-00013');

    await user.click(within(pager).getByRole('button', { name: 'Last page' }));
    expect(rows()).toHaveLength(3);
    expect(rows()[2]).toHaveTextContent('LL-2603-00001');
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Last page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(rows()[0]).toHaveTextContent('LL-2603-00013');
    await user.click(within(pager).getByRole('button', { name: 'First page' }));
    expect(rows()[0]).toHaveTextContent('LL-2603-00023');

    // A new report starts again at page 1.
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    await waitFor(() => expect(rows()).toHaveLength(10));
  });

  it('says so when the period has no sales, without a pager', async () => {
    stubReportApi(() =>
      jsonResponse({
        success: true,
        data: makeReport({ orders: [], totalSales: 0, totalDiscount: 0 }),
      }),
    );
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(await screen.findByText('No sales in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sales report pages' })).toBeNull();
  });
});

describe('the downloads', () => {
  const { saved } = recordDownloads('blob:report');

  it('saves the PDF and the Excel file under the server’s names, with the admin token, and toasts', async () => {
    const mock = stubReportApi(() => jsonResponse({ success: true, data: makeReport() }));
    const user = await openPage();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter By' }), 'monthly');
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:report', download: 'sales-report.pdf' }]),
    );
    expect(
      await (await toasts()).findByText(SALES_REPORT_MESSAGES.pdfDownloaded),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() =>
      expect(saved[1]).toEqual({ href: 'blob:report', download: 'sales-report.xlsx' }),
    );
    expect(
      await (await toasts()).findByText(SALES_REPORT_MESSAGES.excelDownloaded),
    ).toBeInTheDocument();

    const calls = mock.mock.calls.filter(([input]) =>
      String(input).startsWith('/api/reports/download/'),
    );
    expect(calls.map(([input]) => String(input))).toEqual([
      '/api/reports/download/pdf?filter=monthly',
      '/api/reports/download/excel?filter=monthly',
    ]);
    const headers = calls[0]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toMatch(/^Bearer /);
  });

  it('saves the GST summary of the chosen month as CSV and Excel, no later than this month, and toasts', async () => {
    const mock = stubReportApi(() => jsonResponse({ success: true, data: makeReport() }));
    const user = await openPage();
    const section = screen.getByRole('region', { name: 'GST summary' });
    const month = within(section).getByLabelText('Month');
    const thisMonth = today.slice(0, 7);
    expect(month).toHaveValue(thisMonth);
    expect(month).toHaveAttribute('max', thisMonth);

    await user.click(within(section).getByRole('button', { name: 'Download GST summary (CSV)' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:report', download: `gst-summary-${thisMonth}.csv` }]),
    );
    expect(
      await (await toasts()).findByText(SALES_REPORT_MESSAGES.gstSummaryDownloaded),
    ).toBeInTheDocument();

    fireEvent.change(month, { target: { value: '2026-01' } });
    await user.click(within(section).getByRole('button', { name: 'Download GST summary (Excel)' }));
    await waitFor(() =>
      expect(saved[1]).toEqual({ href: 'blob:report', download: 'gst-summary-2026-01.xlsx' }),
    );

    const calls = mock.mock.calls.filter(([input]) =>
      String(input).startsWith('/api/reports/gst-summary/'),
    );
    expect(calls.map(([input]) => String(input))).toEqual([
      `/api/reports/gst-summary/csv?month=${thisMonth}`,
      '/api/reports/gst-summary/excel?month=2026-01',
    ]);
    const headers = calls[0]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toMatch(/^Bearer /);
  });

  it("shows 'Loading...' on the GST summary button while it downloads", async () => {
    let answer: (response: Response) => void = () => undefined;
    stubFetch((url) =>
      url.pathname.startsWith('/api/reports/gst-summary/')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : jsonResponse({ success: false, message: 'Route not found' }, 404),
    );
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Download GST summary (CSV)' }));
    const busy = await screen.findByRole('button', { name: 'Loading...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Download GST summary (Excel)' })).toBeDisabled();
    answer(new Response('x', { status: 200 }));
    expect(await screen.findByRole('button', { name: 'Download GST summary (CSV)' })).toBeEnabled();
  });

  it("toasts the server's refusal of a GST summary month, or the fallback", async () => {
    stubReportApi(() => jsonResponse({ success: true, data: makeReport() }));
    const user = await openPage();
    const month = screen.getByLabelText('Month');
    fireEvent.change(month, { target: { value: '2999-01' } });
    await user.click(screen.getByRole('button', { name: 'Download GST summary (CSV)' }));
    expect(await (await toasts()).findByText('Choose a month that has begun')).toBeInTheDocument();
    expect(saved).toEqual([]);

    stubFetch(async () => new Response('oops', { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Download GST summary (Excel)' }));
    expect(
      await (await toasts()).findByText(SALES_REPORT_MESSAGES.gstSummaryFailed),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('toasts the failure in the spec’s words', async () => {
    stubFetch(async (url) =>
      url.pathname.startsWith('/api/reports/download/')
        ? new Response('oops', { status: 500 })
        : jsonResponse({ success: false, message: 'Route not found' }, 404),
    );
    const user = await openPage();
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    expect(
      await (await toasts()).findByText(SALES_REPORT_MESSAGES.excelFailed),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
