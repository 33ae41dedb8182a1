import { orderLineName } from '@littleloom/shared';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { shopperForThisFile, signInOnTheLoginPage } from '../support/accounts';
import { restoreStockAfterEachJourney } from '../support/admin-api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import {
  creditWallet,
  placeOrder,
  rupees,
  stockedProduct,
  walletBalance,
  type PlacedLine,
  type PlacedOrder,
} from '../support/orders';
import { pdfText } from '../support/pdf';
import { toast } from '../support/toasts';

const theShopper = shopperForThisFile();

restoreStockAfterEachJourney();

/**
 * An order of two different products, one piece each, paid from the wallet the admin credited.
 * Each piece costs ₹500 to ₹1,500, so the total passes ₹1,000 (the invoice's total then shows the
 * thousands comma) and the credit covers it.
 */
async function walletOrderOfTwo(page: Page, request: APIRequestContext) {
  const pricedForTheJourney = (price: number) => price >= 500 && price <= 1500;
  const first = await stockedProduct(request, pricedForTheJourney);
  const second = await stockedProduct(request, pricedForTheJourney, [first.product]);
  await creditWallet(page, 5000, 'Goodwill credit for the order aftercare journeys');
  const order = await placeOrder(
    page,
    [
      { ...first, pieces: 1 },
      { ...second, pieces: 1 },
    ],
    'Wallet',
  );
  expect(order.paymentStatus).toBe('Paid');
  const [one, other] = order.items;
  if (!one || !other) throw new Error('The order should have two lines');
  return { order, lines: [one, other] as const };
}

/** The order's row on /orders, found by its number. */
function orderRow(page: Page, order: PlacedOrder): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Order ${order.orderNumber}` }) });
}

/** An item of the order on its details page, found by its name. */
function itemRow(page: Page, line: PlacedLine): Locator {
  return page
    .getByRole('region', { name: 'Items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: orderLineName(line), exact: true }) });
}

/** Where an item is, as its badge says it (screen readers hear the badge's name first). */
function trackingOf(row: Locator): Locator {
  return row.getByText(/^Tracking status: \S/);
}

test('a shopper cancels one item of a wallet-paid order, and its value goes back to the wallet', async ({
  page,
  request,
}) => {
  await signInOnTheLoginPage(page, await theShopper(request));
  const { order, lines } = await walletOrderOfTwo(page, request);
  const [kept, cancelled] = lines;
  const before = await walletBalance(page);

  // From the list of orders to the one just placed.
  await page.goto('/orders');
  await orderRow(page, order).getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order._id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }),
  ).toBeVisible();
  await expect(page.getByText('Payment status: Paid')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'order details');

  // Cancel asks first, naming the item and where the money goes; Keep item changes nothing.
  const row = itemRow(page, cancelled);
  await row.getByRole('button', { name: 'Cancel item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this item?' });
  await expect(dialog).toContainText(
    `${orderLineName(cancelled)}, size ${cancelled.size} (1 piece) will be cancelled. What you paid for it goes back to your wallet.`,
  );
  await expectNoSeriousAxeViolations(page, 'order details with the cancel question open');
  await dialog.getByRole('button', { name: 'Keep item' }).click();
  await expect(dialog).toBeHidden();
  await expect(trackingOf(row)).toHaveText('Tracking status: Not shipped yet');

  await row.getByRole('button', { name: 'Cancel item' }).click();
  await dialog.getByRole('button', { name: 'Cancel item' }).click();
  await expect(dialog).toBeHidden();
  // No coupon: the item is worth its line total, and the other item still travels, so the
  // delivery charge stays.
  await expect(
    toast(page, `Item cancelled. ${rupees(cancelled.lineTotal)} was added to your wallet.`),
  ).toBeVisible();
  await expect(trackingOf(row)).toHaveText('Tracking status: Cancelled');
  await expect(row.getByRole('button', { name: 'Cancel item' })).toHaveCount(0);
  await expect(trackingOf(itemRow(page, kept))).toHaveText('Tracking status: Not shipped yet');
  await expect(itemRow(page, kept).getByRole('button', { name: 'Cancel item' })).toBeVisible();
  expect(await walletBalance(page)).toBeCloseTo(before + cancelled.lineTotal, 2);

  // It stays cancelled when the page is read again.
  await page.reload();
  await expect(trackingOf(itemRow(page, cancelled))).toHaveText('Tracking status: Cancelled');
});

test('the shopper downloads the invoice of an order: named after it, with its items and total', async ({
  page,
  request,
}) => {
  await signInOnTheLoginPage(page, await theShopper(request));
  const { order, lines } = await walletOrderOfTwo(page, request);

  await page.goto(`/orders/${order._id}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Invoice' }).click();
  const download = await downloading;

  expect(download.suggestedFilename()).toBe(`invoice-${order.orderNumber}.pdf`);
  const text = await pdfText(await readFile(await download.path()));
  expect(text).toContain(order.orderNumber);
  for (const line of lines) expect(text).toContain(line.name);
  expect(order.finalPrice).toBeGreaterThan(1000);
  expect(text).toContain(rupees(order.finalPrice));
  await expect(page.getByRole('button', { name: 'Download Invoice' })).toBeEnabled();
});
