import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DEMO_SHOPPER,
  registerShopper,
  signInAdminOnTheLoginPage,
  signInAdminThroughTheApi,
} from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';

/** back-office.md §2's menu, in its order. */
const MENU = [
  'Sales Report',
  'Ledger Book',
  'Add Items',
  'List Items',
  'Orders',
  'Users',
  'Category',
  'Stock',
  'Coupons and Offers',
];
/** Ours, after the spec's entries: buyers' reviews, then the seller's details. */
const OUR_ENTRIES = ['Reviews', 'Settings'];
/** Ours, last: shown while the shop has no mail server (as in these runs). */
const OUTBOX_ENTRY = 'Mail outbox';

/** The customer's row on the user list, paging on until it shows. */
async function findCustomerRow(page: Page, email: string): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Customers, newest first' });
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const next = pager.getByRole('button', { name: 'Next' });
  for (;;) {
    // The pager shows once a page has arrived; the table is busy while one is on its way.
    await expect(pager).toBeVisible();
    await expect(table).not.toHaveAttribute('aria-busy', 'true');
    const row = table.getByRole('row').filter({ hasText: email });
    if ((await row.count()) > 0) return row;
    if (await next.isDisabled()) throw new Error(`${email} is not on the user list`);
    const pageText = await page.getByText(/^Page \d+ of \d+$/).textContent();
    await next.click();
    await expect(page.getByText(/^Page \d+ of \d+$/)).not.toHaveText(pageText ?? '');
  }
}

/** The status badge a person sees in the row (the row carries a second one for narrow screens). */
function statusOf(row: Locator): Locator {
  return row.getByText(/^(Active|Blocked)$/).filter({ visible: true });
}

test('the admin signs in and sees the whole menu and the demo shopper', async ({ page }) => {
  await signInAdminOnTheLoginPage(page);

  await expect(page.getByText('Admin Panel', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu.getByRole('link')).toHaveText([...MENU, ...OUR_ENTRIES, OUTBOX_ENTRY]);
  await expect(menu.getByRole('link', { name: 'List Items' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await menu.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const row = await findCustomerRow(page, DEMO_SHOPPER.email);
  await expect(statusOf(row)).toHaveText('Active');
  await expect(row.getByRole('button', { name: /^Block / })).toBeVisible();
});

test('a blocked shopper is signed out at once and can sign in again once unblocked', async ({
  page,
}) => {
  const shopper = await registerShopper(page.request);

  // The shopper holds a working session.
  const login = await page.request.post('/api/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const profile = () =>
    page.request.get('/api/user/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect((await profile()).status()).toBe(200);

  // The admin blocks them, after a confirmation that names them.
  await signInAdminThroughTheApi(page);
  await page.goto('/admin/users');
  let row = await findCustomerRow(page, shopper.email);
  await row.getByRole('button', { name: `Block ${shopper.name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Block ${shopper.name}?` });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(
    'They will be signed out at once and cannot log in until unblocked.',
  );
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(page.getByText('User blocked successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  row = await findCustomerRow(page, shopper.email);
  await expect(statusOf(row)).toHaveText('Blocked');

  // Their token is refused, and so is a new sign-in.
  expect([401, 403]).toContain((await profile()).status());
  const refused = await page.request.post('/api/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { userBlocked?: boolean }).userBlocked).toBe(true);

  // Unblocked, they can sign in again.
  await row.getByRole('button', { name: `Unblock ${shopper.name}` }).click();
  const unblock = page.getByRole('dialog', { name: `Unblock ${shopper.name}?` });
  await unblock.getByRole('button', { name: 'Unblock', exact: true }).click();
  await expect(page.getByText('User unblocked successfully')).toBeVisible();
  await expect(statusOf(row)).toHaveText('Active');
  const again = await page.request.post('/api/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(again.status()).toBe(200);
});

test('the admin reads a new shopper’s code in the Mail outbox, filtered by recipient', async ({
  page,
}) => {
  const email = `outbox-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: { name: 'Kavya Outbox', email, password: 'cotton12' },
  });
  expect(registered.status()).toBe(201);

  await signInAdminThroughTheApi(page);
  await page.goto('/admin/products/list');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: OUTBOX_ENTRY })
    .click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();

  await page.getByLabel('Recipient e-mail').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\?to=/);
  const table = page.getByRole('table', { name: `Mail to ${email}, newest first` });
  // Mail leaves through a queue: Refresh until it is there.
  const subject = table.getByRole('button', {
    name: /^\d{6} is your Little Loom verification code$/,
  });
  await expect(async () => {
    await page.getByRole('button', { name: /^Refresh/ }).click();
    await expect(subject).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(table.getByRole('row')).toHaveCount(2);

  await subject.click();
  const code = (await subject.textContent())?.slice(0, 6) ?? '';
  await expect(table.getByText(new RegExp(`Hello Kavya`))).toBeVisible();
  await expect(table.getByText(new RegExp(code)).last()).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin/outbox');
});

test('logout ends the admin session and the area is closed again', async ({ page }) => {
  await signInAdminThroughTheApi(page);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You have been logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
});

test('the admin sign-in and user list pass an accessibility scan', async ({ page }) => {
  const scan = (label: string) => expectNoSeriousAxeViolations(page, label);

  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await scan('/admin/login');

  await signInAdminThroughTheApi(page);
  await page.goto('/admin/users');
  await findCustomerRow(page, DEMO_SHOPPER.email);
  await scan('/admin/users');

  await page
    .getByRole('button', { name: /^Block / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan('/admin/users with the dialog open');
});
