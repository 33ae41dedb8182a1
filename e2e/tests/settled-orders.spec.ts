import { orderLineName } from '@littleloom/shared';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  adminInItsOwnBrowser,
  shopperForThisFile,
  signInOnTheLoginPage,
} from '../support/accounts';
import { adminApiToken, restoreStockAfterEachJourney } from '../support/admin-api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import {
  cancelOrder,
  deliverOrder,
  type PlacedLine,
  rupees,
  walletOrderOfOne,
} from '../support/orders';
import { toast } from '../support/toasts';

const theShopper = shopperForThisFile();

restoreStockAfterEachJourney();

/** The shopper's item on their order page. */
function shopperItem(page: Page, line: PlacedLine): Locator {
  return page
    .getByRole('region', { name: 'Items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: orderLineName(line), exact: true }) });
}

/** The order's status, as its badge says it to screen readers too. */
const orderStatus = (page: Page) => page.getByText(/^Order status: \S/);

test('an order cancelled whole reads Cancelled and Refunded, with its refund listed on both order pages', async ({
  page,
  browser,
  request,
}) => {
  await signInOnTheLoginPage(page, await theShopper(request));
  const { order, line } = await walletOrderOfOne(
    page,
    request,
    'Goodwill credit for the settled orders journey',
  );
  await cancelOrder(request, order._id);

  // Nothing was delivered: the item's value and the delivery charge both came back.
  await page.goto(`/orders/${order._id}`);
  await expect(orderStatus(page)).toHaveText('Order status: Cancelled');
  await expect(page.getByText('Payment status: Refunded')).toBeVisible();
  const money = page.getByRole('region', { name: 'Payments and refunds' });
  const refund = money.getByRole('list', { name: 'Refunds' }).getByRole('listitem').first();
  await expect(refund).toContainText(`Refund · to your wallet−${rupees(order.finalPrice)}`);
  await expect(refund).toContainText(`${orderLineName(line)} (size ${line.size}) × 1`);
  await expect(refund).toContainText('Delivery charge');
  await expect(money.getByText('Paid after refunds').locator('xpath=..')).toContainText(rupees(0));
  await expectNoSeriousAxeViolations(page, 'a cancelled order with its refund');

  // The back office says the same, and lists it under Cancelled.
  const admin = await adminInItsOwnBrowser(browser);
  await admin.goto(`/admin/orders/${order._id}`);
  const summary = admin.getByRole('region', { name: 'Payments and refunds' });
  await expect(summary.getByRole('list', { name: 'Refunds' })).toContainText(
    `Refund · to the shopper’s wallet−${rupees(order.finalPrice)}`,
  );
  await expect(
    admin.getByText('Refund processed', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(`Yes, ${rupees(order.finalPrice)}`);
  await admin.goto('/admin/orders?status=CANCELLED');
  await expect(admin.getByRole('link', { name: `View order ${order.orderNumber}` })).toBeVisible();
  await admin.context().close();
});

test('a rejected return says why under the item, and leaves the order Delivered', async ({
  page,
  browser,
  request,
}) => {
  await signInOnTheLoginPage(page, await theShopper(request));
  const { order, line } = await walletOrderOfOne(
    page,
    request,
    'Goodwill credit for the rejected return journey',
  );
  await deliverOrder(request, order._id);

  await page.goto(`/orders/${order._id}`);
  const item = shopperItem(page, line);
  await item.getByRole('button', { name: 'Request Return' }).click();
  await page
    .getByRole('dialog', { name: 'Return this item?' })
    .getByRole('button', { name: 'Request Return' })
    .click();
  await expect(toast(page, 'Return requested')).toBeVisible();
  await expect(orderStatus(page)).toHaveText('Order status: Return in progress');

  // The admin rejects it, and must say why.
  const admin = await adminInItsOwnBrowser(browser);
  await admin.goto(`/admin/orders/${order._id}`);
  const name = `${orderLineName(line)} (size ${line.size})`;
  await admin.getByRole('button', { name: `Reject return of ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Reject the return of ${name}?` });
  const reason = dialog.getByRole('textbox', { name: 'Reason for the customer' });
  await expect(reason).toBeFocused();
  await dialog.getByRole('button', { name: 'Reject return' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Give the customer a reason for rejecting the return.',
  );
  await expectNoSeriousAxeViolations(admin, 'the reject dialog asking for a reason');
  await reason.fill('The tags were removed and it has been washed.');
  await dialog.getByRole('button', { name: 'Reject return' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(admin, 'Return rejected')).toBeVisible();

  // The admin finds it under Delivered, and by its tax invoice's number.
  const invoice = await invoiceNumberOf(admin, order._id);
  await admin.goto('/admin/orders?status=DELIVERED');
  await expect(admin.getByRole('link', { name: `View order ${order.orderNumber}` })).toBeVisible();
  await admin.goto('/admin/orders');
  await admin.getByRole('searchbox', { name: 'Search orders' }).fill(invoice);
  const rows = admin
    .getByRole('table', { name: 'Orders, newest first' })
    .getByRole('link', { name: /^View order / });
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveAccessibleName(`View order ${order.orderNumber}`);
  await admin.context().close();

  // The shopper reads the reason under the item; the order is delivered, not in progress.
  await page.reload();
  await expect(orderStatus(page)).toHaveText('Order status: Delivered');
  await expect(item.getByText(/^Tracking status: \S/)).toHaveText(
    'Tracking status: Return rejected',
  );
  await expect(item).toContainText('Our reason: The tags were removed and it has been washed.');
  await expect(item.getByRole('button', { name: 'Request Return' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'an order whose return was rejected');
});

/** The order's tax invoice number, given when it was delivered. */
async function invoiceNumberOf(admin: Page, orderId: string): Promise<string> {
  const reply = await admin.request.get(`/api/admin/orders/${orderId}`, {
    headers: { authorization: `Bearer ${await adminApiToken(admin.request)}` },
  });
  expect(reply.ok()).toBe(true);
  const { order } = (await reply.json()) as { order: { invoiceNumber: string | null } };
  if (!order.invoiceNumber) throw new Error('A delivered order should have its invoice');
  return order.invoiceNumber;
}
