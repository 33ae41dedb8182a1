import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_SHOPPER, signInAdminThroughTheApi } from '../support/accounts';
import { adminApiToken } from '../support/admin-api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { toast } from '../support/toasts';

// The browser keeps the shop's calendar, so "today" in the pickers is the shop's today.
test.use({ timezoneId: 'Asia/Kolkata' });

const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** Today in the shop, as the pickers write it (YYYY-MM-DD) and as the ledger prints it. */
function shopToday(): { day: string; label: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    day: `${part('year')}-${part('month')}-${part('day')}`,
    label: `${part('day')}-${part('month')}-${part('year')}`,
  };
}

function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

async function adminHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await adminApiToken(request)}` };
}

/** The demo shopper's account id, as the back office's user list gives it. */
async function demoShopperId(request: APIRequestContext): Promise<string> {
  const reply = await request.get(
    `/api/admin/users?search=${encodeURIComponent(DEMO_SHOPPER.email)}`,
    { headers: await adminHeaders(request) },
  );
  expect(reply.ok()).toBe(true);
  const { data } = (await reply.json()) as { data: { _id: string; email: string }[] };
  const shopper = data.find((user) => user.email === DEMO_SHOPPER.email);
  if (!shopper) throw new Error('The demo shopper is missing');
  return shopper._id;
}

/** A manual credit through the admin's wallet API: one more ledger line, dated now. */
async function credit(request: APIRequestContext, userId: string, amount: number, note: string) {
  const reply = await request.post('/api/user/wallet/credit', {
    headers: await adminHeaders(request),
    data: { userId, amount, description: note },
  });
  expect(reply.ok()).toBe(true);
}

async function ledgerTotals(request: APIRequestContext, query = '') {
  const reply = await request.get(`/api/admin/ledgerreport?limit=10${query}`, {
    headers: await adminHeaders(request),
  });
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as { totalPages: number; totalEntries: number };
}

test('the admin reads the ledger, pages through it, narrows it to two days and downloads it as CSV', async ({
  page,
  request,
}) => {
  const today = shopToday();
  const stamp = String(Date.now()).slice(-6);
  const note = `Ledger journey goodwill ${stamp}`;

  // Today's entries of this journey, and enough in all for more than one page.
  const shopperId = await demoShopperId(request);
  await credit(request, shopperId, 123.45, note);
  while ((await ledgerTotals(request)).totalPages < 2) {
    await credit(request, shopperId, 10, `Ledger journey filler ${stamp}`);
  }
  const pages = (await ledgerTotals(request)).totalPages;

  await signInAdminThroughTheApi(page);
  await page.goto('/admin/products/list');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Ledger Book' })
    .click();
  await expect(page).toHaveURL(/\/admin\/ledger$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger Report' })).toBeVisible();

  // The whole ledger, newest first: this journey's credit leads the first page.
  const table = page.getByRole('table', { name: 'Ledger entries, newest first' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Date',
    'User',
    'Type',
    'Amount',
    'Description',
    'Balance After Transaction',
  ]);
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals.getByText('Total Credit')).toBeVisible();
  await expect(totals.getByText('Total Debit')).toBeVisible();

  // Paging: ten to a page, Previous off on the first, Next off on the last.
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const previous = pager.getByRole('button', { name: 'Previous' });
  const next = pager.getByRole('button', { name: 'Next' });
  await expect(pager.getByText(`Page 1 of ${pages}`)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(pager.getByText(`Page 2 of ${pages}`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(previous).toBeEnabled();
  await previous.click();
  await expect(pager.getByText(`Page 1 of ${pages}`)).toBeVisible();

  // The date rules hold before anything is asked of the server.
  const start = page.getByLabel('Start Date');
  const end = page.getByLabel('End Date');
  await expect(start).toHaveAttribute('max', today.day);
  await expect(end).toHaveAttribute('max', today.day);
  const generate = page.getByRole('button', { name: 'Generate Report' });
  await start.fill(today.day);
  await end.fill(dayBefore(today.day));
  await generate.click();
  await expect(page.getByText('Start date cannot be after end date.')).toBeVisible();

  // Yesterday and today in the shop: this journey's credit is there, with its day and name.
  await start.fill(dayBefore(today.day));
  await end.fill(today.day);
  await generate.click();
  await expect(toast(page, 'Ledger report generated successfully!')).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`startDate=${dayBefore(today.day)}&endDate=${today.day}`),
  );
  const ours = table.getByRole('row').filter({ hasText: note });
  await expect(ours).toHaveCount(1);
  await expect(ours.getByRole('cell')).toHaveText([
    today.label,
    'Asha Demo',
    'Credit',
    '₹123.45',
    note,
    /^₹[\d,]+\.\d{2}$/,
  ]);
  const ranged = await ledgerTotals(
    request,
    `&startDate=${dayBefore(today.day)}&endDate=${today.day}`,
  );
  if (ranged.totalPages > 0) {
    await expect(pager.getByText(`Page 1 of ${ranged.totalPages}`)).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page, 'ledger report');

  // The CSV holds the same range, under the spec's file name.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ledger_report.csv');
  await expect(toast(page, 'CSV downloaded successfully!')).toBeVisible();
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Date,User,Type,Amount,Description,Balance After Transaction');
  expect(lines).toHaveLength(ranged.totalEntries + 1);
  const row = lines.find((line) => line.includes(note));
  expect(row).toMatch(
    new RegExp(`^${today.label},Asha Demo,credit,123\\.45,${note},\\d+\\.\\d{2}$`),
  );
});
