import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { shopperToken } from './accounts';
import { adminApiToken, setStockForThisJourney, type StockedProduct } from './admin-api';
import { demoProducts, putInCart } from './cart';

/** A demo product with its prices, as the storefront's API lists it. */
export interface ApiProduct extends StockedProduct {
  price: number;
  discountPrice: number | null;
}

/** What one piece costs in the shop: the sale price when there is one. */
export const unitPrice = (product: ApiProduct) => product.discountPrice ?? product.price;

/** Rupees as the shop prints them ('₹1,234.00'), written out here rather than taken from the app. */
export const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  }).format(amount);

/**
 * A demo product and one of its sizes, stocked with 10 pieces for the journey (and put back
 * after it by `restoreStockAfterEachJourney`), chosen by what one piece costs. `besides` are
 * products the journey already stocked: an order of two lines needs two products, and one size
 * is changed only once.
 */
export async function stockedProduct(
  request: APIRequestContext,
  fits: (price: number) => boolean,
  besides: readonly ApiProduct[] = [],
): Promise<{ product: ApiProduct; size: string }> {
  const products = await demoProducts<ApiProduct>(request);
  const product = products.find(
    (candidate) =>
      fits(unitPrice(candidate)) && !besides.some((taken) => taken._id === candidate._id),
  );
  if (!product) throw new Error('No demo product at a fitting price');
  const [first] = product.sizes;
  if (!first) throw new Error(`${product.name} has no sizes`);
  await setStockForThisJourney(request, product, first.size, 10);
  return { product, size: first.size };
}

/** The address the journeys deliver to. */
export const HOME = {
  fullname: 'Meera Iyer',
  phone: '9845012345',
  street: '7 Residency Road',
  city: 'Chennai',
  state: 'Tamil Nadu',
  zip: '600001',
  country: 'India',
};

/** Saves HOME to the signed-in shopper's addresses through the API; returns its id. */
export async function saveAddress(page: Page): Promise<string> {
  const reply = await page.request.post('/api/user/address', {
    headers: { authorization: `Bearer ${await shopperToken(page)}` },
    data: HOME,
  });
  expect(reply.status()).toBe(201);
  return ((await reply.json()) as { address: { _id: string } }).address._id;
}

/**
 * The signed-in shopper's saved address, HOME saved first if they have none: a shopper shared by
 * a file's journeys orders many times, and the shop keeps only a few addresses.
 */
async function deliveryAddressId(page: Page): Promise<string> {
  const reply = await page.request.get('/api/user/address', {
    headers: { authorization: `Bearer ${await shopperToken(page)}` },
  });
  expect(reply.ok()).toBe(true);
  const { addresses } = (await reply.json()) as { addresses: { _id: string }[] };
  return addresses[0]?._id ?? (await saveAddress(page));
}

/** One line of an order, as the shop's API returns it. */
export interface PlacedLine {
  _id: string;
  name: string;
  /** The colour it was bought in: the order names the item with it ("Name — Colour"). */
  colourName: string | null;
  size: string;
  quantity: number;
  lineTotal: number;
  trackingStatus: string;
}

/** An order as the shop's API returns it to its shopper. */
export interface PlacedOrder {
  _id: string;
  orderNumber: string;
  finalPrice: number;
  paymentStatus: string;
  items: PlacedLine[];
}

/**
 * The signed-in shopper orders `lines` through the API, as the checkout page would place them:
 * into the cart, to their saved address, paid `method`. For journeys about what follows an order.
 */
export async function placeOrder(
  page: Page,
  lines: readonly { product: ApiProduct; size: string; pieces: number }[],
  method: 'COD' | 'Wallet',
): Promise<PlacedOrder> {
  for (const { product, size, pieces } of lines) await putInCart(page, product._id, size, pieces);
  const reply = await page.request.post('/api/user/orders/create', {
    headers: { authorization: `Bearer ${await shopperToken(page)}` },
    data: { address: await deliveryAddressId(page), paymentMethod: method },
  });
  expect(reply.status()).toBe(201);
  return ((await reply.json()) as { order: PlacedOrder }).order;
}

/** The back office's call behind one of its order buttons, for orders a journey needs in a state. */
async function adminOrderCall(
  request: APIRequestContext,
  method: 'PATCH' | 'DELETE',
  path: string,
  data?: object,
): Promise<void> {
  const reply = await request.fetch(`/api/admin/orders/${path}`, {
    method,
    headers: { authorization: `Bearer ${await adminApiToken(request)}` },
    ...(data ? { data } : {}),
  });
  expect(reply.ok()).toBe(true);
}

/** Every open item of the order marked delivered, as Change every open item does. */
export async function deliverOrder(request: APIRequestContext, orderId: string): Promise<void> {
  await adminOrderCall(request, 'PATCH', `${orderId}/status`, { status: 'DELIVERED' });
}

/** The whole order cancelled, as Cancel Order does. */
export async function cancelOrder(request: APIRequestContext, orderId: string): Promise<void> {
  await adminOrderCall(request, 'DELETE', orderId);
}

/** The signed-in shopper's id, as the storefront keeps it. */
export async function shopperId(page: Page): Promise<string> {
  const userId = await page.evaluate(() => localStorage.getItem('userId'));
  if (!userId) throw new Error('Not signed in');
  return userId;
}

/** An admin's manual credit to the signed-in shopper's wallet, with the reason the ledger shows. */
export async function creditWallet(page: Page, amount: number, reason: string): Promise<void> {
  const reply = await page.request.post('/api/user/wallet/credit', {
    headers: { authorization: `Bearer ${await adminApiToken(page.request)}` },
    data: { userId: await shopperId(page), amount, description: reason },
  });
  expect(reply.ok()).toBe(true);
}

/** The signed-in shopper's wallet balance in rupees, as the server keeps it. */
export async function walletBalance(page: Page): Promise<number> {
  const reply = await page.request.get('/api/user/wallet/balance', {
    headers: { authorization: `Bearer ${await shopperToken(page)}` },
  });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { walletBalance: number }).walletBalance;
}

/**
 * The signed-in shopper's order of one piece of a product up to ₹1,500, paid from the wallet the
 * admin credits with ₹2,000 first (`why` is the credit's reason, as the ledger shows it).
 */
export async function walletOrderOfOne(
  page: Page,
  request: APIRequestContext,
  why: string,
): Promise<{ order: PlacedOrder; line: PlacedLine; product: ApiProduct }> {
  const { product, size } = await stockedProduct(request, (price) => price <= 1500);
  await creditWallet(page, 2000, why);
  const order = await placeOrder(page, [{ product, size, pieces: 1 }], 'Wallet');
  const [line] = order.items;
  if (!line) throw new Error('The order should have a line');
  return { order, line, product };
}
