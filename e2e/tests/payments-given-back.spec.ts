import { expect, test, type Page } from '@playwright/test';
import {
  registerShopper,
  shopperToken,
  signInAdminThroughTheApi,
  signInOnTheLoginPage,
} from '../support/accounts';
import { restoreStockAfterEachJourney } from '../support/admin-api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { putInCart } from '../support/cart';
import { cancelOrder, rupees, saveAddress, stockedProduct } from '../support/orders';

restoreStockAfterEachJourney();

const PHONE = { width: 360, height: 800 };

interface ShopperOrder {
  _id: string;
  orderNumber: string;
  finalPrice: number;
  paymentStatus: string;
  items: { name: string; lineTotal: number; discount: number }[];
}

async function newestOrder(page: Page): Promise<ShopperOrder> {
  const reply = await page.request.get('/api/user/orders', {
    headers: { authorization: `Bearer ${await shopperToken(page)}` },
  });
  expect(reply.ok()).toBe(true);
  const [order] = ((await reply.json()) as { orders: ShopperOrder[] }).orders;
  if (!order) throw new Error('The shopper should have an order');
  return order;
}

/** Nothing on the page is wider than the screen: no sideways scrolling on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a card payment that arrives after its order was cancelled is refunded to the card, and both order pages say so', async ({
  page,
  browser,
  request,
}) => {
  // A card order at the test gateway's dialog.
  await signInOnTheLoginPage(page, await registerShopper(request));
  const { product, size } = await stockedProduct(request, () => true);
  await putInCart(page, product._id, size, 1);
  await saveAddress(page);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Meera Iyer/ }).check();
  await page.getByRole('radio', { name: 'Card / UPI' }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const gateway = page.getByRole('dialog', { name: 'Test payment' });
  await expect(gateway).toBeVisible();

  // The order is cancelled in the back office while the shopper is still paying.
  const order = await newestOrder(page);
  await cancelOrder(request, order._id);
  await gateway.getByRole('button', { name: `Pay ${rupees(order.finalPrice)}` }).click();
  // The shopper is told at once that this payment is coming back, not thanked for it.
  await expect(
    page.getByText(
      'This order did not need this payment, so it is being refunded to you. Nothing more was charged for the order.',
    ),
  ).toBeVisible();
  // The shopper's order page lists the payment, on its way back to the card and then refunded.
  await expect(page).toHaveURL(`/orders/${order._id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }),
  ).toBeVisible();
  const panel = page.getByRole('region', { name: 'Payments given back' });
  await expect(async () => {
    await page.reload();
    await expect(panel.getByText('Refunded to your card', { exact: true })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(panel.getByText(rupees(order.finalPrice), { exact: true })).toBeVisible();
  await expect(
    panel.getByText(/^The order was cancelled before the payment arrived · /),
  ).toBeVisible();
  await expect(panel.getByText(/^Refund id rfnd_/)).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'order with a payment given back');

  await page.setViewportSize(PHONE);
  await expect(panel).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The back office's order page names the payment and says where its money went.
  const admin = await (await browser.newContext()).newPage();
  await signInAdminThroughTheApi(admin);
  await admin.goto(`/admin/orders/${order._id}`);
  const adminPanel = admin.getByRole('region', { name: 'Payments given back' });
  await expect(adminPanel.getByText('Refunded to the card', { exact: true })).toBeVisible();
  await expect(adminPanel.getByText(/^Payment id pay_/)).toBeVisible();
  await expect(adminPanel.getByText(/^Refund id rfnd_/)).toBeVisible();
  await expectNoSeriousAxeViolations(admin, 'admin order with a payment given back');
  await admin.setViewportSize(PHONE);
  await expect(adminPanel).toBeVisible();
  await expectNoSidewaysScroll(admin);
  await admin.context().close();
});
