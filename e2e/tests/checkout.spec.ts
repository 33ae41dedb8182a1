import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerShopper, shopperToken, signInOnTheLoginPage } from '../support/accounts';
import { adminApiToken, restoreStockAfterEachJourney } from '../support/admin-api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { cartLink, expectAlertDialog, putInCart } from '../support/cart';
import {
  creditWallet,
  HOME,
  rupees,
  saveAddress,
  stockedProduct,
  unitPrice,
  walletBalance,
  type ApiProduct,
} from '../support/orders';

/** The spec's words (storefront.md §5 and §8) and the server's answers the journeys meet. */
const SAYS = {
  fillAll: 'Please fill all fields',
  addressAdded: 'Address added successfully',
  codTitle: 'COD Not Allowed',
  codText: 'Cash on delivery is available for orders up to ₹1,000.00.',
  placedHeading: 'Thank you! Your order is placed.',
  paymentFailed: 'Payment Failed',
  paymentCancelled: 'Payment Cancelled',
} as const;

const PHONE_WIDTH = 360;

restoreStockAfterEachJourney();

/** A new shopper, signed in through the login page. */
async function signInNewShopper(page: Page, request: APIRequestContext) {
  const shopper = await registerShopper(request);
  await signInOnTheLoginPage(page, shopper);
  return shopper;
}

interface ListedOrder {
  orderNumber: string;
  paymentStatus: string;
  paymentMethod: string;
  finalPrice: number;
}

async function ordersOf(page: Page): Promise<ListedOrder[]> {
  const reply = await page.request.get('/api/user/orders', {
    headers: { authorization: `Bearer ${await shopperToken(page)}` },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { orders: ListedOrder[] }).orders;
}

/**
 * The cart filled and the address saved through the API, then on /checkout with both chosen: the
 * only saved address comes chosen.
 */
async function readyToPay(
  page: Page,
  cart: { product: ApiProduct; size: string; pieces: number },
  method: 'Card / UPI' | 'Cash on Delivery' | 'Wallet',
) {
  await putInCart(page, cart.product._id, cart.size, cart.pieces);
  await saveAddress(page);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Meera Iyer/ })).toBeChecked();
  await page.getByRole('radio', { name: method }).check();
}

async function expectPlaced(page: Page, method: string) {
  await expect(page).toHaveURL(/\/orders\/placed\//);
  await expect(page.getByRole('heading', { level: 1, name: SAYS.placedHeading })).toBeVisible();
  await expect(page.getByText(/^LL-\d{4}-\d{5}$/)).toBeVisible();
  await expect(page.getByText(method, { exact: true })).toBeVisible();
  // The order emptied the cart, and the header's badge says so.
  await expect(cartLink(page, 0)).toBeVisible();
}

/**
 * A new shopper with one piece in the cart who presses Pay Now by card: returns the product and
 * the shop's test payment dialog it opens.
 */
async function atTheTestGateway(page: Page, request: APIRequestContext) {
  await signInNewShopper(page, request);
  const { product, size } = await stockedProduct(request, () => true);
  await readyToPay(page, { product, size, pieces: 1 }, 'Card / UPI');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  const gateway = page.getByRole('dialog', { name: 'Test payment' });
  return { product, gateway };
}

/** Back on the orders list after a card payment that did not go through, the order marked failed. */
async function expectLeftUnpaid(page: Page, message: string): Promise<Locator> {
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  const row = newestOrderRow(page);
  await expect(row).toContainText('Failed');
  return row;
}

/** The row of the orders list for the newest order. */
function newestOrderRow(page: Page) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^Order LL-/ }) })
    .first();
}

test('a cash-on-delivery order: address added at checkout, order placed, cart emptied', async ({
  page,
  request,
}) => {
  await signInNewShopper(page, request);
  const { product, size } = await stockedProduct(request, (price) => price <= 900);
  await putInCart(page, product._id, size, 1);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  const items = page.getByRole('table', { name: 'Items in your order' });
  await expect(items.getByRole('row', { name: new RegExp(product.name) })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText(rupees(unitPrice(product) + 50))).toBeVisible();

  // No address saved yet: add one in place; blanks are refused in the checkout's words.
  await page.getByRole('button', { name: 'Add new address' }).click();
  const form = page.getByRole('form', { name: 'Add a new address' });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByRole('alert')).toHaveText(SAYS.fillAll);
  await form.getByLabel('Full name').fill(HOME.fullname);
  await form.getByLabel('Mobile number').fill(HOME.phone);
  await form.getByLabel('Street address').fill(HOME.street);
  await form.getByLabel('City').fill(HOME.city);
  await form.getByLabel('State').selectOption(HOME.state);
  await form.getByLabel('PIN code').fill(HOME.zip);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText(SAYS.addressAdded)).toBeVisible();
  await expect(page.getByRole('radio', { name: /Meera Iyer/ })).toBeChecked();

  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await expectNoSeriousAxeViolations(page, 'checkout');

  // The page fits a 360 px phone.
  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expectPlaced(page, 'Cash on Delivery');
  await expectNoSeriousAxeViolations(page, 'order placed');

  await page.getByRole('link', { name: 'View your orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const row = newestOrderRow(page);
  await expect(row).toContainText('Cash on Delivery');
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('button', { name: 'Retry Payment' })).toHaveCount(0);

  // The address is in the profile too.
  await page.goto('/profile/addresses');
  await expect(page.getByRole('button', { name: /^Edit Meera Iyer,/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'manage addresses');
});

test('cash on delivery above ₹1,000 is refused, and nothing is ordered', async ({
  page,
  request,
}) => {
  await signInNewShopper(page, request);
  const { product, size } = await stockedProduct(request, (price) => price >= 250);
  // Enough pieces to pass ₹1,000 with delivery, within the 5-piece limit.
  const pieces = Math.min(5, Math.floor(1000 / unitPrice(product)) + 1);
  await readyToPay(page, { product, size, pieces }, 'Cash on Delivery');
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await expectAlertDialog(page, SAYS.codTitle, SAYS.codText);
  expect(await ordersOf(page)).toEqual([]);
});

test('a coupon withdrawn while the shopper was at checkout stops the order, and the cart says why', async ({
  page,
  request,
}) => {
  const code = `GONE${Date.now().toString(36).toUpperCase()}`;
  const admin = { authorization: `Bearer ${await adminApiToken(request)}` };
  const created = await request.post('/api/admin/coupon', {
    headers: admin,
    data: { code, discount: 10, minPurchaseAmount: 1, expiryDate: '2099-01-01' },
  });
  expect(created.status()).toBe(201);
  const couponId = ((await created.json()) as { data: { _id: string } }).data._id;

  await signInNewShopper(page, request);
  const { product, size } = await stockedProduct(request, (price) => price <= 800);
  await putInCart(page, product._id, size, 1);
  await page.goto('/cart');
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByText(`Coupon ${code}`)).toBeVisible();
  await saveAddress(page);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Meera Iyer/ }).check();
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();

  // The shop deletes the coupon while the shopper looks at a discounted total.
  expect((await request.delete(`/api/admin/coupon/${couponId}`, { headers: admin })).ok()).toBe(
    true,
  );
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(
    page.getByText(
      `Your cart changed since you last saw it. Please check it again before placing the order. Coupon ${code} was removed from your cart. It is no longer available.`,
    ),
  ).toBeVisible();
  expect(await ordersOf(page)).toEqual([]);

  // Seen now: the order goes through at the full price the page shows.
  const summary = page.getByText(rupees(unitPrice(product) + 50), { exact: true }).first();
  await expect(summary).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expectPlaced(page, 'Cash on Delivery');
  const [order] = await ordersOf(page);
  expect(order?.finalPrice).toBe(unitPrice(product) + 50);
});

test('a card order paid in the test gateway', async ({ page, request }) => {
  const { product, gateway } = await atTheTestGateway(page, request);
  await expect(gateway).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'test payment');
  await gateway.getByRole('button', { name: `Pay ${rupees(unitPrice(product) + 50)}` }).click();

  await expectPlaced(page, 'Card / UPI');
  await expect(page.getByText('Your payment is received.')).toBeVisible();
  const [order] = await ordersOf(page);
  expect(order).toMatchObject({ paymentMethod: 'Razorpay', paymentStatus: 'Paid' });
});

test('a card payment that fails is marked failed, then retried from the orders list and paid', async ({
  page,
  request,
}) => {
  const { gateway } = await atTheTestGateway(page, request);
  await gateway.getByRole('button', { name: 'Make the payment fail' }).click();

  const row = await expectLeftUnpaid(page, SAYS.paymentFailed);
  await expectNoSeriousAxeViolations(page, 'orders');

  await row.getByRole('button', { name: 'Retry Payment' }).click();
  await gateway.getByRole('button', { name: /^Pay ₹/ }).click();

  await expectPlaced(page, 'Card / UPI');
  const orders = await ordersOf(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ paymentStatus: 'Paid' });
});

test("closing the card checkout says 'Payment Cancelled' and leaves the order to retry", async ({
  page,
  request,
}) => {
  const { gateway } = await atTheTestGateway(page, request);
  await gateway.getByRole('button', { name: 'Close' }).click();

  const row = await expectLeftUnpaid(page, SAYS.paymentCancelled);
  await expect(row.getByRole('button', { name: 'Retry Payment' })).toBeVisible();
  await expect(cartLink(page, 0)).toBeVisible();
});

test('a wallet order, paid from a balance the admin credited', async ({ page, request }) => {
  await signInNewShopper(page, request);
  const { product, size } = await stockedProduct(request, () => true);
  await creditWallet(page, 5000, 'Goodwill credit for the checkout journey');

  await readyToPay(page, { product, size, pieces: 1 }, 'Wallet');
  const total = unitPrice(product) + 50;
  await expect(page.getByRole('radio', { name: 'Wallet' })).toHaveAccessibleDescription(
    `Balance ${rupees(5000)}.`,
  );
  await page.getByRole('button', { name: 'Pay Now' }).click();

  await expectPlaced(page, 'Wallet');
  await expect(page.getByText('Paid from your wallet.')).toBeVisible();
  expect(await walletBalance(page)).toBeCloseTo(5000 - total, 2);
});
