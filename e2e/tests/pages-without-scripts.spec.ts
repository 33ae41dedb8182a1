import { expect, test, type APIRequestContext, type ConsoleMessage } from '@playwright/test';

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
  });
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
