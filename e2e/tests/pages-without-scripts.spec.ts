import {
  expect,
  test,
  type APIRequestContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';
import { DEMO_SHOPPER, logIn } from '../support/accounts';

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  discountPrice: number | null;
}

/** A demo product on sale, as the storefront's API lists it. */
async function productOnSale(request: APIRequestContext): Promise<ApiProduct> {
  const reply = await request.get('/api/products', { params: { onSale: 'true', limit: '1' } });
  expect(reply.ok()).toBe(true);
  const [product] = ((await reply.json()) as { products: ApiProduct[] }).products;
  if (!product) throw new Error('No product on sale in the demo shop');
  return product;
}

/** A demo product with reviews, the best rated first. */
async function reviewedProduct(request: APIRequestContext): Promise<ApiProduct> {
  const reply = await request.get('/api/products', {
    params: { sort: 'average-ratings', limit: '1' },
  });
  expect(reply.ok()).toBe(true);
  const [product] = ((await reply.json()) as { products: (ApiProduct & { reviewCount: number })[] })
    .products;
  if (!product?.reviewCount) throw new Error('No reviewed product in the demo shop');
  return product;
}

/** A category of the demo shop with products in it. */
async function demoCategory(request: APIRequestContext): Promise<{ _id: string; name: string }> {
  const reply = await request.get('/api/admin/category/active');
  expect(reply.ok()).toBe(true);
  const [category] = ((await reply.json()) as { data: { _id: string; name: string }[] }).data;
  if (!category) throw new Error('No category in the demo shop');
  return category;
}

/** Every head tag a page should have once: its description, share tags and canonical link. */
async function expectHeadTagsOnce(page: Page): Promise<void> {
  for (const selector of [
    'meta[name="description"]',
    'meta[property="og:title"]',
    'meta[property="og:description"]',
    'meta[name="twitter:title"]',
    'meta[name="twitter:description"]',
    'link[rel="canonical"]',
  ]) {
    await expect(page.locator(selector), selector).toHaveCount(1);
  }
}

const rupees = (amount: number) =>
  `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('with scripts turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows the product, its price and what search engines read', async ({
    page,
    request,
  }) => {
    const product = await productOnSale(request);
    await page.goto(`/product/${product._id}`);
    await expect(page).toHaveTitle(`${product.name} · Little Loom`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(rupees(product.discountPrice!)).first()).toBeVisible();
    await expect(page.getByRole('img', { name: product.name }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
    expect(data).toContainEqual(
      expect.objectContaining({
        '@type': 'Product',
        name: product.name,
        offers: expect.objectContaining({
          price: product.discountPrice!.toFixed(2),
          priceCurrency: 'INR',
        }),
      }),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`/og/product/${product._id}\\.jpg$`),
    );

    // 360 px: the product still reads without sideways scrolling.
    await page.setViewportSize({ width: 360, height: 760 });
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the home page shows its shelves and names the shop for search engines', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();
    await expect(page.getByText(/₹\d/).first()).toBeVisible();
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
    expect(data).toContainEqual(expect.objectContaining({ '@type': 'OnlineStore' }));
  });

  test('the collection lists its first page of products and their prices', async ({ page }) => {
    await page.goto('/collection');
    await expect(page).toHaveTitle(/Collection · Little Loom/);
    const cards = page.locator('a[href^="/product/"]');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByText(/₹\d/).first()).toBeVisible();
    await expectHeadTagsOnce(page);
  });

  test('the home page carries its description and share tags once', async ({ page }) => {
    await page.goto('/');
    await expectHeadTagsOnce(page);
  });

  test("a category's page is named after it", async ({ page, request }) => {
    const category = await demoCategory(request);
    await page.goto(`/collection?category=${category._id}&utm_source=whatsapp`);
    await expect(page).toHaveTitle(`${category.name} · Little Loom`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Collection' })).toBeVisible();
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(category.name);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`^${category.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} at Little Loom`),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/collection\\?category=${category._id.toLowerCase()}$`),
    );
    await expectHeadTagsOnce(page);
  });

  test('a product page shows its reviews, their stars and related products', async ({
    page,
    request,
  }) => {
    const product = await reviewedProduct(request);
    await page.goto(`/product/${product._id}`);
    await expect(
      page.getByRole('list', { name: 'Reviews by stars' }).getByRole('listitem'),
    ).toHaveCount(5);
    const related = page.locator('section[aria-labelledby="related-heading"]');
    await expect(related.locator('a[href^="/product/"]').first()).toBeVisible();
    await expect(related.locator('[aria-busy="true"]')).toHaveCount(0);
    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
    const described = data.find((entry: { '@type'?: string }) => entry['@type'] === 'Product') as
      { review?: { reviewBody: string }[] } | undefined;
    expect(described?.review?.length).toBeGreaterThan(0);
    await expect(page.getByText(described!.review![0]!.reviewBody).first()).toBeVisible();
  });

  test('an address the shop has no page for answers 404 with its "not found" page', async ({
    page,
  }) => {
    const response = await page.goto('/nosuch');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found · Little Loom');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(
      page.getByRole('heading', { level: 1, name: '404 - Page Not Found' }),
    ).toBeVisible();
  });
});

test('a signed-in shopper gets the drawn page taken over as it is, then their own header', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await logIn(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  await expect(page).not.toHaveURL(/\/login/);
  const name = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { name?: string }).name ?? '',
  );
  const [firstName = name] = name.split(' ');
  expect(firstName).not.toBe('');

  const product = await productOnSale(request);
  const redrawn: string[] = [];
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.text().includes('Drew the page afresh')) redrawn.push(message.text());
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The shopper's own header follows once the page is the app's.
  await expect(page.getByRole('button', { name: firstName })).toBeVisible();
  const size = page.getByRole('group', { name: 'Size' }).locator('button[aria-pressed]').first();
  await expect(async () => {
    await size.click();
    await expect(size).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
  expect(redrawn).toEqual([]);
  expect(errors).toEqual([]);
});

test('with scripts on, the app takes the drawn product page over as it is', async ({
  page,
  request,
}) => {
  const product = await productOnSale(request);
  const redrawn: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.text().includes('Drew the page afresh')) redrawn.push(message.text());
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Anything the content security policy refuses (an inline script, an eval) is reported here.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.warn(`Refused by the policy: ${event.violatedDirective} ${event.sourceFile}`),
    );
  });
  const refused: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.text().startsWith('Refused by the policy')) refused.push(message.text());
  });
  await page.goto(`/product/${product._id}`);
  const heading = page.getByRole('heading', { level: 1, name: product.name });
  await expect(heading).toBeVisible();
  // The app runs: choosing a size answers (a tap before it has taken over does nothing yet).
  const size = page.getByRole('group', { name: 'Size' }).locator('button[aria-pressed]').first();
  await expect(async () => {
    await size.click();
    await expect(size).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
  }).toPass();
  // The delivery check's form is there: its schema was built without anything refused.
  await expect(page.getByLabel('Delivery PIN code')).toBeVisible();
  expect(redrawn).toEqual([]);
  expect(errors).toEqual([]);
  expect(refused).toEqual([]);
  // The head holds the page's own title and description once each.
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
});
