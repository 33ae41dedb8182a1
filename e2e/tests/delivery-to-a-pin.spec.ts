import { expect, test, type Page } from '@playwright/test';
import { registerShopper, shopperToken, signInOnTheLoginPage } from '../support/accounts';
import { restoreStockAfterEachJourney } from '../support/admin-api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { putInCart } from '../support/cart';
import { HOME, stockedProduct } from '../support/orders';

/** The built-in courier's documented PIN codes (README, Shipping). */
const NOT_SERVED = { pin: '744101', city: 'Port Blair', state: 'Andaman and Nicobar Islands' };
const NO_CASH = { pin: '737101', city: 'Gangtok', state: 'Sikkim' };

const SAYS = {
  notServiceable:
    'We do not deliver to this PIN code yet. Please choose an address with another PIN code.',
  codUnavailable: 'Cash on delivery is not available at this PIN code. Please pay another way.',
  badPin: 'Enter a 6-digit PIN code that does not start with 0',
} as const;

/** "Fri, 5 Dec": how the shop writes an arrival day. */
const ARRIVAL_DAY =
  /(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)/;

restoreStockAfterEachJourney();

/** Saves an address at `where` for the signed-in shopper through the API. */
async function saveAddressAt(page: Page, where: { pin: string; city: string; state: string }) {
  const reply = await page.request.post('/api/user/address', {
    headers: { authorization: `Bearer ${await shopperToken(page)}` },
    data: { ...HOME, zip: where.pin, city: where.city, state: where.state },
  });
  expect(reply.status()).toBe(201);
}

test('a shopper checks delivery to their PIN code on the product page, and checkout will not take an order the courier cannot deliver', async ({
  page,
  request,
}) => {
  const { product, size } = await stockedProduct(request, (price) => price <= 900);

  // On the product page, before signing in: a bad PIN is refused there and then.
  await page.goto(`/product/${product._id}`);
  const delivery = page.getByRole('region', { name: 'Delivery' });
  const pin = delivery.getByLabel('Delivery PIN code');
  await pin.fill('012345');
  await delivery.getByRole('button', { name: 'Check' }).click();
  await expect(delivery.getByText(SAYS.badPin)).toBeVisible();

  // A served PIN: the day it arrives and whether cash is taken.
  await pin.fill(HOME.zip);
  await delivery.getByRole('button', { name: 'Check' }).click();
  const answer = delivery.getByRole('status');
  await expect(answer).toContainText(
    new RegExp(`Delivers to ${HOME.zip} by ${ARRIVAL_DAY.source}`),
  );
  await expect(answer).toContainText('Cash on delivery available');
  await expectNoSeriousAxeViolations(page, 'product page with the delivery answer');

  await pin.fill(NO_CASH.pin);
  await delivery.getByRole('button', { name: 'Check' }).click();
  await expect(answer).toContainText('Cash on delivery not available');

  await pin.fill(NOT_SERVED.pin);
  await delivery.getByRole('button', { name: 'Check' }).click();
  await expect(answer).toHaveText(`We do not deliver to ${NOT_SERVED.pin} yet.`);

  // The PIN is remembered on the next product page.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Delivery' }).getByLabel('Delivery PIN code'),
  ).toHaveValue(NOT_SERVED.pin);

  // At checkout, an address the courier does not serve blocks paying, with the reason.
  await signInOnTheLoginPage(page, await registerShopper(request));
  await putInCart(page, product._id, size, 1);
  await saveAddressAt(page, NOT_SERVED);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(SAYS.notServiceable).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeDisabled();

  // The server refuses it too, whatever the page does, and nothing is placed.
  const refused = await page.request.post('/api/user/orders/create', {
    headers: { authorization: `Bearer ${await shopperToken(page)}` },
    data: {
      address: await firstAddressId(page),
      paymentMethod: 'COD',
    },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(SAYS.notServiceable);

  // A PIN served without cash: cash on delivery is offered disabled, with why.
  await saveAddressAt(page, NO_CASH);
  await page.reload();
  await page.getByRole('radio', { name: new RegExp(NO_CASH.city) }).check();
  await expect(page.getByText(new RegExp(`Arrives by ${ARRIVAL_DAY.source}`))).toBeVisible();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
  await expect(page.getByText(SAYS.codUnavailable)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();

  const orders = await page.request.get('/api/user/orders', {
    headers: { authorization: `Bearer ${await shopperToken(page)}` },
  });
  expect(((await orders.json()) as { orders: unknown[] }).orders).toEqual([]);
});

async function firstAddressId(page: Page): Promise<string> {
  const reply = await page.request.get('/api/user/address', {
    headers: { authorization: `Bearer ${await shopperToken(page)}` },
  });
  const { addresses } = (await reply.json()) as { addresses: { _id: string }[] };
  if (!addresses[0]) throw new Error('The shopper should have an address');
  return addresses[0]._id;
}
