import { orderLineName } from '@littleloom/shared';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  adminInItsOwnBrowser,
  shopperForThisFile,
  signInOnTheLoginPage,
} from '../support/accounts';
import { restoreStockAfterEachJourney } from '../support/admin-api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { HOME, walletOrderOfOne } from '../support/orders';
import { pdfText } from '../support/pdf';
import { toast } from '../support/toasts';

const theShopper = shopperForThisFile();

restoreStockAfterEachJourney();

async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), text: await pdfText(await readFile(await file.path())) };
}

test('the admin books the courier, prints the label, the simulator delivers, the shopper follows the parcel and asks to return it', async ({
  page,
  browser,
  request,
}) => {
  // A wallet-paid order of one piece, to the shopper's home in Chennai.
  await signInOnTheLoginPage(page, await theShopper(request));
  const { order, line } = await walletOrderOfOne(
    page,
    request,
    'Goodwill credit for the parcel journey',
  );

  // The admin books it with the courier from the order's page.
  const admin = await adminInItsOwnBrowser(browser);
  await admin.goto(`/admin/orders/${order._id}`);
  const shipping = admin.getByRole('region', { name: 'Shipping' });
  await expect(shipping).toContainText('Items are waiting to be shipped.');
  await shipping.getByRole('button', { name: 'Book courier' }).click();
  await expect(
    admin
      .getByRole('region', { name: /Notifications/ })
      .getByText(/^Booked with Little Loom Test Courier\. AWB LL\d{12}$/),
  ).toBeVisible();
  await expect(shipping.getByRole('button', { name: 'Book courier' })).toHaveCount(0);
  const awb = (await shipping
    .getByText(/^LL\d{12}$/)
    .first()
    .textContent())!.trim();
  await expectNoSeriousAxeViolations(admin, 'admin order with a booked parcel');

  // Its label: 4×6 in, with the AWB, the order number and both addresses; and the packing slip.
  const label = await download(admin, 'Print label');
  expect(label.name).toBe(`label-${awb}.pdf`);
  expect(label.text).toContain(awb);
  expect(label.text).toContain(order.orderNumber);
  expect(label.text).toContain(HOME.zip);
  expect(label.text).toContain('PREPAID');
  const slip = await download(admin, 'Packing slip');
  expect(slip.text).toContain(line.name);

  // The simulator's courier picks it up and delivers it (its days pass in seconds here).
  await expect(async () => {
    await page.goto(`/orders/${order._id}`);
    await expect(
      page.getByRole('region', { name: 'Parcel' }).getByText('Parcel status: Delivered'),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 40_000 });
  const parcel = page.getByRole('region', { name: 'Parcel' });
  await expect(parcel).toContainText('Sent with Little Loom Test Courier');
  await expect(parcel).toContainText(`AWB ${awb}`);
  const updates = parcel.getByRole('list', { name: /Tracking updates/ }).getByRole('listitem');
  await expect(updates).toHaveCount(5);
  await expect(updates.first()).toContainText('Delivered');
  await expect(updates.last()).toContainText('Booked with the courier');
  await expect(updates.nth(3)).toContainText('Picked up');

  // Delivered by the courier as by the admin: the return window opens, and a return is asked.
  const item = page
    .getByRole('region', { name: 'Items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: orderLineName(line), exact: true }) });
  await expect(item.getByText(/^Tracking status: \S/)).toHaveText('Tracking status: Delivered');
  await item.getByRole('button', { name: 'Request Return' }).click();
  await page
    .getByRole('dialog', { name: 'Return this item?' })
    .getByRole('button', { name: 'Request Return' })
    .click();
  await expect(toast(page, 'Return requested')).toBeVisible();

  // The back office shows the same journey.
  await admin.reload();
  await expect(admin.getByRole('region', { name: 'Shipping' })).toContainText('Delivered');

  // On a phone the parcel reads without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Parcel' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
