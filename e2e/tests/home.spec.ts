import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';

test('the home page shows the seeded catalogue with images', async ({ page }) => {
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest Collections' });
  await expect(latest).toBeVisible();
  const cards = latest.getByRole('link').filter({ has: page.locator('img') });
  await expect(cards).toHaveCount(5);
  const firstImage = cards.first().locator('img');
  await expect(firstImage).toHaveAttribute('src', /\/uploads\/.+\.webp$/);
  // The image really loaded: the browser decoded it to a non-zero size.
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(latest.getByText(/₹/).first()).toBeVisible();
});

test('the best-selling section shows four products, then categories and brands', async ({
  page,
}) => {
  await page.goto('/');
  const favourites = page.getByRole('region', { name: 'Shop by favourites' });
  await favourites.scrollIntoViewIfNeeded();
  await expect(favourites.getByRole('heading', { name: 'Top products' })).toBeVisible();
  // The demo shop has past orders: four best sellers, each a card that opens its product.
  const products = favourites.getByRole('article');
  await expect(products).toHaveCount(4);
  await expect(products.first().getByText(/₹/).first()).toBeVisible();
  await expect(favourites.getByRole('heading', { name: 'Top categories' })).toBeVisible();
  await expect(favourites.getByRole('heading', { name: 'Top brands' })).toBeVisible();

  // A card names the product with its colour ("Frock — Rose"); the product page's heading is the
  // product's own name, its colour shown beside the sizes.
  const cardName = (await products.first().getByRole('heading').textContent()) ?? '';
  const name = cardName.split(' — ')[0]!;
  await products.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the header links to every storefront page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['HOME', 'COLLECTION', 'ABOUT', 'CONTACT']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'ABOUT' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await nav.getByRole('link', { name: 'CONTACT' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('an unknown page shows the 404 page', async ({ page }) => {
  const response = await page.goto('/this/page/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found · Little Loom');
  await expect(page.getByText('404 - Page Not Found')).toBeVisible();
});

test('home, about and contact have no serious accessibility problems', async ({ page }) => {
  for (const path of ['/', '/about', '/contact', '/no-such-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxeViolations(page, path);
  }
});
