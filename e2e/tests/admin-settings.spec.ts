import { gstinCheckCharacter } from '@littleloom/shared';
import { expect, test } from '@playwright/test';
import { signInAdminThroughTheApi } from '../support/accounts';
import { adminApiToken } from '../support/admin-api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { toast } from '../support/toasts';

/** A Karnataka GSTIN (state code 29) with its check character. */
const GSTIN = `29ABCDE1234F1Z${gstinCheckCharacter('29ABCDE1234F1Z')}`;
/** The same with a wrong last character. */
const MISTYPED_GSTIN = `29ABCDE1234F1Z${GSTIN.endsWith('A') ? 'B' : 'A'}`;

/**
 * The seller's details are one record that can be changed but not removed. Those found before the
 * journey (a shop that had them already) are put back after it; a shop that had none keeps these,
 * which no other journey reads.
 */
let before: unknown = null;

test.beforeEach(async ({ request }) => {
  const reply = await request.get('/api/admin/settings', {
    headers: { authorization: `Bearer ${await adminApiToken(request)}` },
  });
  expect(reply.status()).toBe(200);
  before = ((await reply.json()) as { seller: unknown }).seller;
});

test.afterEach(async ({ request }) => {
  if (!before) return;
  const reply = await request.put('/api/admin/settings', {
    headers: { authorization: `Bearer ${await adminApiToken(request)}` },
    data: before,
  });
  expect(reply.status()).toBe(200);
});

test('the admin fills in the seller details under Settings, and shoppers find them from the footer', async ({
  page,
}) => {
  const tradeName = `Little Loom Kids ${String(Date.now()).slice(-6)}`;
  await signInAdminThroughTheApi(page);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Seller details' });
  await form.getByLabel('Legal name').fill('Little Loom Retail Private Limited');
  await form.getByLabel('Trade name').fill(tradeName);
  await form
    .getByLabel('Address', { exact: true })
    .fill('12, 3rd Cross, Indiranagar\nBengaluru 560038');
  // The seller's own state; the pickup address below has one too.
  await form.getByLabel('State', { exact: true }).first().selectOption('Karnataka');
  const officer = form.getByRole('group', { name: 'Grievance officer' });
  await officer.getByLabel('Name').fill('Kavya Menon');
  await officer.getByLabel('E-mail').fill('grievance@littleloom.in');
  await officer.getByLabel('Phone').fill('9876543210');

  // A mistyped GSTIN is caught before it is sent; the right one is kept in capitals.
  await form.getByLabel('GSTIN').fill(MISTYPED_GSTIN);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    form.getByText('The last character of this GSTIN does not match the rest.', { exact: false }),
  ).toBeVisible();
  await form.getByLabel('GSTIN').fill(GSTIN.toLowerCase());
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Seller details saved')).toBeVisible();
  await expect(form.getByLabel('GSTIN')).toHaveValue(GSTIN);
  await expectNoSeriousAxeViolations(page, '/admin/settings');

  // Kept: a fresh visit shows them.
  await page.reload();
  await expect(form.getByLabel('Trade name')).toHaveValue(tradeName);
  await expect(form.getByLabel('GSTIN')).toHaveValue(GSTIN);
  await expect(officer.getByLabel('Phone')).toHaveValue('9876543210');

  // The storefront: the footer's link leads to them, without the officer's phone.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Seller details' }).click();
  await expect(page).toHaveURL(/\/seller$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seller details' })).toBeVisible();
  const seller = page.getByRole('region', { name: tradeName });
  await expect(seller).toContainText('Little Loom Retail Private Limited');
  await expect(seller).toContainText('Karnataka');
  await expect(seller.getByText(GSTIN, { exact: true })).toBeVisible();
  const grievance = page.getByRole('region', { name: 'Grievance officer' });
  await expect(grievance).toContainText('Kavya Menon');
  await expect(grievance.getByRole('link', { name: 'grievance@littleloom.in' })).toHaveAttribute(
    'href',
    'mailto:grievance@littleloom.in',
  );
  await expect(page.getByRole('main')).not.toContainText('9876543210');
  await expectNoSeriousAxeViolations(page, '/seller');
});

test('the admin takes a backup from Settings and sees when it was taken and its size', async ({
  page,
}) => {
  await signInAdminThroughTheApi(page);
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Backups' });
  await expect(card).toContainText('Schedule');
  await expect(card).toContainText(
    'Off: set BACKUP_EVERY on the server to take backups on a schedule',
  );
  const countBefore = Number(
    /\((\d+) backups?\)/.exec((await card.getByText(/\(\d+ backups?\)/).textContent()) ?? '')?.[1],
  );

  await card.getByRole('button', { name: 'Back up now' }).click();
  await expect(toast(page, 'Backup taken')).toBeVisible({ timeout: 30_000 });
  // The newest backup is the one just taken: this minute, with its size, one more in the folder.
  const lastBackup = card.locator('dd').first();
  await expect(lastBackup.locator('time')).toHaveAttribute(
    'datetime',
    new RegExp(`^${new Date().toISOString().slice(0, 10)}`),
  );
  await expect(lastBackup).toContainText(/· \d+\.\d (kB|MB)$/);
  const countAfter = countBefore + 1;
  await expect(card).toContainText(`(${countAfter} ${countAfter === 1 ? 'backup' : 'backups'})`);
  await expectNoSeriousAxeViolations(page, '/admin/settings');
});
