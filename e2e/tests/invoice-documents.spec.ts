import { readFile } from 'node:fs/promises';
import { gstinCheckCharacter, orderLineName } from '@littleloom/shared';
import { expect, test, type Page } from '@playwright/test';
import {
  shopperForThisFile,
  signInAdminOnTheLoginPage,
  signInOnTheLoginPage,
} from '../support/accounts';
import { adminApiToken, restoreStockAfterEachJourney } from '../support/admin-api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { walletOrderOfOne } from '../support/orders';
import { pdfText } from '../support/pdf';
import { toast } from '../support/toasts';

const theShopper = shopperForThisFile();

restoreStockAfterEachJourney();

/** A Karnataka GSTIN (state code 29, the demo seller's state) with its check character. */
const GSTIN = `29ABCDE1234F1Z${gstinCheckCharacter('29ABCDE1234F1Z')}`;

/**
 * The seller's details as found before the journey, put back after it: the journey registers the
 * seller for GST and renames it, which later journeys must not see.
 */
let sellerBefore: unknown = null;

test.beforeEach(async ({ request }) => {
  const reply = await request.get('/api/admin/settings', {
    headers: { authorization: `Bearer ${await adminApiToken(request)}` },
  });
  expect(reply.status()).toBe(200);
  sellerBefore = ((await reply.json()) as { seller: unknown }).seller;
});

test.afterEach(async ({ request }) => {
  if (!sellerBefore) return;
  const reply = await request.put('/api/admin/settings', {
    headers: { authorization: `Bearer ${await adminApiToken(request)}` },
    data: sellerBefore,
  });
  expect(reply.status()).toBe(200);
});

/** Presses the page's Download Invoice; the file's name and bytes. */
async function downloadInvoice(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Invoice' }).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('the admin ships an order and downloads its invoice, the shopper gets the same file, and it stays the same after Settings change', async ({
  page,
  browser,
  request,
}) => {
  // The seller has no GSTIN yet (the demo shop's has none), and the shopper pays an order of one
  // piece from the wallet.
  const unregistered = await request.put('/api/admin/settings', {
    headers: { authorization: `Bearer ${await adminApiToken(request)}` },
    data: { ...(sellerBefore as object), gstin: '' },
  });
  expect(unregistered.status()).toBe(200);
  await signInOnTheLoginPage(page, await theShopper(request));
  const { order, line } = await walletOrderOfOne(
    page,
    request,
    'Goodwill credit for the invoice journey',
  );

  // The admin ships it from the order's page, and the order gets its invoice number.
  const admin = await (await browser.newContext()).newPage();
  await signInAdminOnTheLoginPage(admin);
  await admin.goto(`/admin/orders/${order._id}`);
  await expect(
    admin.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }),
  ).toBeVisible();
  const row = admin
    .getByRole('table', { name: `Items of order ${order.orderNumber}` })
    .getByRole('row')
    .filter({ hasText: line.name });
  await row
    .getByRole('combobox', { name: `Change status of ${orderLineName(line)} (size ${line.size})` })
    .selectOption({ label: 'Shipped' });
  await expect(toast(admin, 'Tracking status updated')).toBeVisible();
  const invoiceFact = admin
    .locator('dt', { hasText: /^Invoice$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(invoiceFact).toHaveText(/^LL\/\d{2}-\d{2}\/\d{6}$/);
  const invoiceNumber = (await invoiceFact.textContent()) ?? '';
  await expectNoSeriousAxeViolations(admin, 'admin order details with Download Invoice');

  // The admin's download: the invoice under the order's name, not a tax invoice yet.
  const issued = await downloadInvoice(admin);
  expect(issued.name).toBe(`invoice-${order.orderNumber}.pdf`);
  const text = await pdfText(issued.bytes);
  expect(text).toContain(`Invoice No. ${invoiceNumber}`);
  expect(text).toContain(order.orderNumber);
  expect(text).toContain(line.name);
  expect(text).toContain('Not a tax invoice: the seller is not registered for GST.');
  await expect(admin.getByRole('button', { name: 'Download Invoice' })).toBeEnabled();

  // The shopper's download is the same file, to the byte.
  await page.goto(`/orders/${order._id}`);
  const shoppers = await downloadInvoice(page);
  expect(shoppers.name).toBe(issued.name);
  expect(shoppers.bytes.equals(issued.bytes)).toBe(true);

  // The admin registers the seller for GST and renames it under Settings.
  const legalName = `Little Loom Kids Private Limited ${String(Date.now()).slice(-5)}`;
  await admin.goto('/admin/settings');
  const form = admin.getByRole('form', { name: 'Seller details' });
  await form.getByLabel('Legal name').fill(legalName);
  await form.getByLabel('GSTIN').fill(GSTIN);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(toast(admin, 'Seller details saved')).toBeVisible();

  // The invoice issued before is still the same file for both of them.
  await page.reload();
  const again = await downloadInvoice(page);
  expect(again.bytes.equals(issued.bytes)).toBe(true);
  await admin.goto(`/admin/orders/${order._id}`);
  const adminsAgain = await downloadInvoice(admin);
  expect(adminsAgain.bytes.equals(issued.bytes)).toBe(true);
  const after = await pdfText(adminsAgain.bytes);
  expect(after).not.toContain(legalName);
  expect(after).not.toContain(GSTIN);
  await admin.context().close();
});
