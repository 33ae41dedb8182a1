import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerShopper, signInOnTheLoginPage } from '../support/accounts';
import { cartLink } from '../support/cart';

/** A filter's checkbox in the collection's left column; its name is the value, then its count. */
function filterValue(page: Page, group: string, value: string): Locator {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page
    .getByRole('group', { name: group })
    .getByRole('checkbox', { name: new RegExp(`^${escaped} \\(\\d+\\)$`) });
}

function productCard(page: Page, name: string): Locator {
  return page
    .getByRole('region', { name: 'Products' })
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name }) });
}

test('a parent filters by size 4-5Y, brand and price, opens a tee, switches its colour and adds it to the cart', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  await signInOnTheLoginPage(page, shopper);
  await page.goto('/collection');

  await filterValue(page, 'Size', '4-5Y').check();
  await expect(page).toHaveURL(/[?&]size=4-5Y(&|$)/);
  await filterValue(page, 'Brand', 'Babyhug').check();
  await expect(page).toHaveURL(/[?&]brand=Babyhug(&|$)/);
  await page.getByLabel('Minimum (₹)').fill('300');
  await page.getByLabel('Maximum (₹)').fill('800');
  await page.getByLabel('Maximum (₹)').press('Enter');
  await expect(page).toHaveURL(/[?&]minPrice=300(&|$)/);
  await expect(page).toHaveURL(/[?&]maxPrice=800(&|$)/);

  // Chosen filters show as chips, and the counts agree with the list.
  await expect(page.getByRole('button', { name: 'Remove Size: 4-5Y' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Brand: Babyhug' })).toBeVisible();
  const tee = productCard(page, 'Zoom Zoom Cars Tee').first();
  await expect(tee).toBeVisible();
  await expect(tee).toContainText('+2 colours');

  // Reload keeps every filter.
  await page.reload();
  await expect(filterValue(page, 'Size', '4-5Y')).toBeChecked();
  await expect(filterValue(page, 'Brand', 'Babyhug')).toBeChecked();

  await productCard(page, 'Zoom Zoom Cars Tee').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zoom Zoom Cars Tee' })).toBeVisible();
  const colours = page.getByRole('group', { name: /^Colour/ });
  await expect(colours.getByRole('link')).toHaveCount(3);
  const openedUrl = page.url();

  // Another colour of the same tee: its swatch opens that colour's own product.
  const other = colours.locator('a:not([aria-current])').first();
  const otherColour = (await other.getAttribute('aria-label')) ?? '';
  await other.click();
  await expect(
    page.getByRole('heading', { level: 2, name: `Colour: ${otherColour}` }),
  ).toBeVisible();
  await expect(colours.getByRole('link', { name: otherColour })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(page.url()).not.toBe(openedUrl);
  const chosenId = new URL(page.url()).pathname.split('/').pop();

  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('button', { name: /^4-5Y\s*,/ })
    .click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink(page, 1)).toBeVisible();

  // The piece in the cart is the colour the shopper switched to, not the one opened first.
  await page.goto('/cart');
  await expect(page.locator(`a[href="/product/${chosenId}"]`).first()).toBeVisible();
  await expect(page.locator(`a[href="${new URL(openedUrl).pathname}"]`)).toHaveCount(0);
});

test('the header search forgives a typo, suggests as the shopper types, and says when nothing is found', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  const field = page.getByRole('combobox', { name: 'Search products' });
  await field.pressSequentially('frok', { delay: 40 });

  const suggestions = page.getByRole('listbox');
  await expect(
    suggestions.getByRole('option', { name: /Blossom Puff-Sleeve Frock/ }).first(),
  ).toBeVisible();
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  await suggestions.getByRole('option', { name: /See all results/ }).click();
  await expect(page).toHaveURL(/\/collection\?(.*&)?search=frok/);
  await expect(productCard(page, 'Blossom Puff-Sleeve Frock').first()).toBeVisible();

  await field.fill('zzqxw');
  await expect(page.getByText('No products found for “zzqxw”')).toBeVisible();
});
