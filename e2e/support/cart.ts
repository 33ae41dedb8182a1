import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { shopperToken } from './accounts';
import type { StockedProduct } from './admin-api';

/** The demo shop's products, A to Z, as the storefront's API lists them. */
export async function demoProducts<Product extends StockedProduct>(
  request: APIRequestContext,
): Promise<Product[]> {
  const reply = await request.get('/api/products', { params: { limit: '60', sort: 'a-z' } });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { products: Product[] }).products;
}

/** Fills the cart of a signed-in shopper through the API (the page under test is elsewhere). */
export async function putInCart(
  page: Page,
  productId: string,
  size: string,
  quantity: number,
): Promise<void> {
  const reply = await page.request.post('/api/user/cart/add', {
    headers: { authorization: `Bearer ${await shopperToken(page)}` },
    data: { productId, size, quantity },
  });
  expect(reply.ok()).toBe(true);
}

/** The header's cart link, whose name carries the badge: "Cart", "Cart, 1 item", "Cart, 3 items". */
export function cartLink(page: Page, items: number): Locator {
  if (items === 0) return page.getByRole('link', { name: 'Cart', exact: true });
  return page.getByRole('link', { name: `Cart, ${items} ${items === 1 ? 'item' : 'items'}` });
}

/** The spec's alert dialog: checks its name and text, then closes it with OK. */
export async function expectAlertDialog(page: Page, title: string, text: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}
