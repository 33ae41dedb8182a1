import { LEDGER_MESSAGES, type LedgerEntry, type LedgerReportReply } from '@littleloom/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';
import { recordDownloads } from '../../../../test/downloads';
import { localToday } from '../../promotions/local-day';
import { adminListsResponse, storeAdminSession } from '../../testing';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

let sequence = 0;

function makeEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  sequence += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    createdAt: '2026-03-04T18:35:00.000Z',
    shopDay: '2026-03-05',
    user: { _id: '00000000-0000-4000-8000-0000000000b1', name: 'Asha Rao' },
    type: 'credit',
    amount: 150.5,
    description: 'Refund for a cancelled item',
    balanceAfterTransaction: 1250.5,
    ...overrides,
  };
}

/** A server holding `entries` (newest first) that pages them as the API does. */
function stubLedgerApi(
  entries: LedgerEntry[],
  options: { totals?: Partial<LedgerReportReply>; status?: number; csvStatus?: number } = {},
) {
  return stubFetch((url) => {
    if (url.pathname === '/api/admin/export-ledger-csv') {
      if (options.csvStatus) {
        return jsonResponse({ success: false, message: 'Nope' }, options.csvStatus);
      }
      return new Response('\uFEFFDate,User\n05-03-2026,Asha Rao\n', {
        headers: { 'Content-Type': 'text/csv; charset=utf-8' },
      });
    }
    if (url.pathname !== '/api/admin/ledgerreport') return adminListsResponse(url);
    if (options.status) {
      return jsonResponse({ success: false, message: 'The database is away' }, options.status);
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const reply: LedgerReportReply = {
      success: true,
      data: entries.slice((page - 1) * limit, page * limit),
      totalPages: Math.ceil(entries.length / limit),
      currentPage: page,
      totalCredit: 1234.5,
      totalDebit: 200,
      totalEntries: entries.length,
      ...options.totals,
    };
    return jsonResponse(reply);
  });
}

const ledgerCalls = (mock: ReturnType<typeof stubFetch>) =>
  requestedUrls(mock).filter((url) => url.pathname === '/api/admin/ledgerreport');

const startPicker = () => screen.getByLabelText('Start Date');
const endPicker = () => screen.getByLabelText('End Date');
const pick = (input: HTMLElement, day: string) =>
  fireEvent.change(input, { target: { value: day } });

function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

describe('ledger report', () => {
  it('opens on the whole ledger: the totals in their colours and the table’s columns', async () => {
    storeAdminSession();
    const fetchMock = stubLedgerApi([
      makeEntry({
        type: 'debit',
        amount: 50,
        balanceAfterTransaction: 1200.5,
        description: 'Paid',
      }),
      makeEntry({ user: null, shopDay: '2026-03-01', amount: 1000 }),
    ]);
    renderApp('/admin/ledger');

    // The back office is a lazy chunk: the file's first test waits while it is transformed.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ledger Report' }, { timeout: 15_000 }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Ledger entries, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'User', 'Type', 'Amount', 'Description', 'Balance After Transaction']);

    const [, debit, credit] = within(table).getAllByRole('row');
    expect(
      within(debit!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['05-03-2026', 'Asha Rao', 'Debit', '₹50.00', 'Paid', '₹1,200.50']);
    expect(
      within(credit!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '01-03-2026',
      'N/A',
      'Credit',
      '₹1,000.00',
      'Refund for a cancelled item',
      '₹1,250.50',
    ]);
    expect(within(debit!).getByText('Debit').className).toMatch(/red/);
    expect(within(credit!).getByText('Credit').className).toMatch(/emerald/);

    const totals = screen.getByRole('region', { name: 'Totals' });
    const creditCard = within(totals).getByText('Total Credit').parentElement!;
    const debitCard = within(totals).getByText('Total Debit').parentElement!;
    expect(creditCard).toHaveTextContent('₹1,234.50');
    expect(creditCard.className).toMatch(/emerald/);
    expect(debitCard).toHaveTextContent('₹200.00');
    expect(debitCard.className).toMatch(/red/);

    const [call] = ledgerCalls(fetchMock);
    expect(call?.searchParams.get('limit')).toBe('10');
    expect(call?.searchParams.get('page')).toBe('1');
    expect(call?.searchParams.has('startDate')).toBe(false);
    const [, init] =
      fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/admin/ledgerreport')) ??
      [];
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer .+\..+\..+$/);
  });

  it('caps both pickers at today and holds the range to the spec’s three rules', async () => {
    storeAdminSession();
    const fetchMock = stubLedgerApi([makeEntry()]);
    const user = userEvent.setup();
    renderApp('/admin/ledger');
    await screen.findByRole('table');
    const today = localToday();
    expect(startPicker()).toHaveAttribute('max', today);
    expect(endPicker()).toHaveAttribute('max', today);
    const generate = screen.getByRole('button', { name: 'Generate Report' });

    await user.click(generate);
    expect(await screen.findByText(LEDGER_MESSAGES.bothDates)).toBeVisible();
    expect(startPicker()).toHaveAttribute('aria-invalid', 'true');
    expect(endPicker()).toHaveAttribute('aria-invalid', 'true');

    pick(startPicker(), '2026-03-05');
    await user.click(generate);
    expect(await screen.findByText(LEDGER_MESSAGES.bothDates)).toBeVisible();
    expect(startPicker()).toHaveAttribute('aria-invalid', 'false');
    expect(endPicker()).toHaveAttribute('aria-invalid', 'true');

    pick(startPicker(), '2026-03-07');
    pick(endPicker(), '2026-03-05');
    await user.click(generate);
    expect(await screen.findByText(LEDGER_MESSAGES.startAfterEnd)).toBeVisible();
    expect(startPicker()).toHaveAccessibleDescription(LEDGER_MESSAGES.startAfterEnd);

    pick(startPicker(), today);
    pick(endPicker(), dayAfter(today));
    await user.click(generate);
    expect(await screen.findByText(LEDGER_MESSAGES.future)).toBeVisible();
    expect(endPicker()).toHaveAttribute('aria-invalid', 'true');

    // None of these reached the server: only the opening load did.
    expect(ledgerCalls(fetchMock)).toHaveLength(1);
  });

  it('generates the report for a range, with the range in the address and a toast', async () => {
    storeAdminSession();
    const fetchMock = stubLedgerApi([makeEntry()]);
    const user = userEvent.setup();
    const { router } = renderApp('/admin/ledger?page=2');
    await screen.findByRole('table');

    pick(startPicker(), '2026-03-05');
    pick(endPicker(), '2026-03-07');
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));

    expect(await screen.findByText(LEDGER_MESSAGES.generated)).toBeVisible();
    const call = ledgerCalls(fetchMock).at(-1);
    expect(call?.searchParams.get('startDate')).toBe('2026-03-05');
    expect(call?.searchParams.get('endDate')).toBe('2026-03-07');
    expect(call?.searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?startDate=2026-03-05&endDate=2026-03-07');
    expect(await screen.findByText(/Showing 05-03-2026 to 07-03-2026/)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pages with Previous and Next, each off where the spec says', async () => {
    storeAdminSession();
    const entries = Array.from({ length: 23 }, (_, i) =>
      makeEntry({ description: `Entry ${String(i + 1).padStart(2, '0')}` }),
    );
    const fetchMock = stubLedgerApi(entries);
    const user = userEvent.setup();
    const { router } = renderApp('/admin/ledger?startDate=2026-03-01&endDate=2026-03-07');

    await screen.findByText('Entry 01');
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    const previous = within(pager).getByRole('button', { name: 'Previous' });
    const next = within(pager).getByRole('button', { name: 'Next' });
    expect(within(pager).getByText('Page 1 of 3')).toBeVisible();
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(await screen.findByText('Entry 11')).toBeVisible();
    expect(within(pager).getByText('Page 2 of 3')).toBeVisible();
    expect(router.state.location.search).toBe('?startDate=2026-03-01&endDate=2026-03-07&page=2');
    // The range stays with every page.
    const second = ledgerCalls(fetchMock).at(-1);
    expect(second?.searchParams.get('startDate')).toBe('2026-03-01');
    expect(second?.searchParams.get('page')).toBe('2');

    await user.click(next);
    expect(await screen.findByText('Entry 21')).toBeVisible();
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();

    await user.click(previous);
    expect(await screen.findByText('Entry 11')).toBeVisible();
  });

  it('turns both buttons off when there is nothing to page through', async () => {
    storeAdminSession();
    stubLedgerApi([], { totals: { totalCredit: 0, totalDebit: 0 } });
    renderApp('/admin/ledger');

    expect(await screen.findByText('No wallet credits or debits yet.')).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows a spinner while loading, then the spec’s words in red when the load fails', async () => {
    storeAdminSession();
    stubLedgerApi([], { status: 500 });
    renderApp('/admin/ledger');

    expect(await screen.findByText('Loading the ledger…')).toBeVisible();
    const alert = await screen.findByText(LEDGER_MESSAGES.fetchFailed, { selector: 'p' });
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert.className).toMatch(/red/);
    expect(alert).toHaveTextContent('The database is away');
    const toasts = within(await screen.findByRole('region', { name: /notifications/i }));
    expect(await toasts.findByText(LEDGER_MESSAGES.fetchFailed)).toBeVisible();
  });
});

describe('Download CSV', () => {
  const { saved, blobs } = recordDownloads('blob:ledger');

  it('saves the range’s entries as ledger_report.csv, sending the admin token', async () => {
    storeAdminSession();
    const fetchMock = stubLedgerApi([makeEntry()]);
    const user = userEvent.setup();
    renderApp('/admin/ledger?startDate=2026-03-05&endDate=2026-03-07');
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:ledger', download: 'ledger_report.csv' }]),
    );
    expect(await blobs[0]!.text()).toContain('05-03-2026,Asha Rao');
    expect(await screen.findByText(LEDGER_MESSAGES.exported)).toBeVisible();

    const [input, init] =
      fetchMock.mock.calls.find(([url]) =>
        String(url).startsWith('/api/admin/export-ledger-csv'),
      ) ?? [];
    const url = new URL(String(input), window.location.origin);
    expect(url.searchParams.get('startDate')).toBe('2026-03-05');
    expect(url.searchParams.get('endDate')).toBe('2026-03-07');
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
  });

  it('asks for the whole ledger when no range is chosen', async () => {
    storeAdminSession();
    const fetchMock = stubLedgerApi([makeEntry()]);
    const user = userEvent.setup();
    renderApp('/admin/ledger');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const csvCall = requestedUrls(fetchMock).find(
      (url) => url.pathname === '/api/admin/export-ledger-csv',
    );
    expect(csvCall?.search).toBe('');
  });

  it("says 'Failed to export CSV.' when the file cannot be had", async () => {
    storeAdminSession();
    stubLedgerApi([makeEntry()], { csvStatus: 500 });
    const user = userEvent.setup();
    renderApp('/admin/ledger');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText(LEDGER_MESSAGES.exportFailed)).toBeVisible();
    expect(saved).toEqual([]);
  });
});
