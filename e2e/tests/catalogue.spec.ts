import { productDisplayName } from '@littleloom/shared';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';

/**
 * How many products the storefront sells now: the demo catalogue's 81, plus whatever other
 * journeys on the same server have added.
 */
async function liveProductCount(request: APIRequestContext): Promise<number> {
  const reply = await request.get('/api/products?limit=1');
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { total: number }).total;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  discountPrice: number | null;
  sizes: { size: string; stock: number }[];
  colour: { name: string } | null;
}

async function categoryId(request: APIRequestContext, name: string): Promise<string> {
  const reply = await request.get('/api/admin/category/active');
  expect(reply.ok()).toBe(true);
  const { data } = (await reply.json()) as { data: { _id: string; name: string }[] };
  const category = data.find((c) => c.name === name);
  if (!category) throw new Error(`No category ${name} in the demo shop`);
  return category._id;
}

async function allProducts(
  request: APIRequestContext,
  query: Record<string, string> = {},
): Promise<ApiProduct[]> {
  const products: ApiProduct[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await request.get('/api/products', {
      params: { ...query, limit: '60', page: String(page) },
    });
    expect(reply.ok()).toBe(true);
    const body = (await reply.json()) as { products: ApiProduct[]; pages: number };
    products.push(...body.products);
    if (page >= body.pages) return products;
  }
}

function productGrid(page: Page): Locator {
  return page.getByRole('region', { name: 'Products' });
}

/** The product grid once it shows products: no skeletons, no previous page standing in. */
async function settledGrid(page: Page): Promise<Locator> {
  const grid = productGrid(page);
  await expect(grid.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(grid.locator('[aria-busy="true"]')).toHaveCount(0);
  return grid;
}

/** The names on the cards, once the grid has settled. */
async function cardNames(page: Page): Promise<string[]> {
  const grid = await settledGrid(page);
  return grid.getByRole('heading', { level: 3 }).allInnerTexts();
}

/** What each card charges: the sale price when there is one (it comes first), else the price. */
async function cardPrices(page: Page): Promise<number[]> {
  const grid = await settledGrid(page);
  const lines = await grid.locator('article p').filter({ hasText: '₹' }).allInnerTexts();
  return lines.map((line) => {
    const match = /₹([\d,]+\.\d{2})/.exec(line);
    if (!match?.[1]) throw new Error(`No price in "${line}"`);
    return Number(match[1].replace(/,/g, ''));
  });
}

test('the collection shows 9 products a page, the count and pagination', async ({
  page,
  request,
}) => {
  const total = await liveProductCount(request);
  expect(total).toBeGreaterThanOrEqual(81);
  await page.goto('/collection');
  await expect(page.getByRole('heading', { level: 1, name: 'All Collections' })).toBeVisible();
  await expect(page.getByText(`${total} products`)).toBeVisible();
  expect(await cardNames(page)).toHaveLength(9);

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    pagination.getByRole('link', { name: `Page ${Math.ceil(total / 9)}`, exact: true }),
  ).toBeVisible();
  await expect(pagination.getByRole('link', { name: 'Next page' })).toBeVisible();
});

test('filtering by Footwear shows only Footwear products and puts it in the URL', async ({
  page,
  request,
}) => {
  const footwear = await categoryId(request, 'Footwear');
  const footwearProducts = await allProducts(request, { category: footwear });
  // A card names a product with its colour, so the colours of one style read apart.
  const footwearNames = new Set(footwearProducts.map(productDisplayName));
  const footwearCount = footwearProducts.length;
  expect(footwearCount).toBeGreaterThan(0);

  await page.goto('/collection?page=2');
  await page.getByRole('checkbox', { name: 'Footwear' }).check();

  await expect(page).toHaveURL(new RegExp(`[?&]category=${footwear}(&|$)`));
  expect(new URL(page.url()).searchParams.has('page')).toBe(false);
  await expect(page.getByText(`${footwearCount} products`)).toBeVisible();
  const names = await cardNames(page);
  expect(names.length).toBe(Math.min(9, footwearCount));
  for (const name of names) expect(footwearNames).toContain(name);

  // The URL alone restores the view: a reload (or a shared link) shows the same thing.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Footwear' })).toBeChecked();
  await expect(page.getByText(`${footwearCount} products`)).toBeVisible();
});

test('sorting low to high lists the page in ascending price', async ({ page, request }) => {
  const total = await liveProductCount(request);
  await page.goto('/collection');
  await expect(page.getByText(`${total} products`)).toBeVisible();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({
    label: 'Price: Low to High',
  });

  await expect(page).toHaveURL(/[?&]sort=low-to-high(&|$)/);
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.length === 9 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
    })
    .toBe(true);
});

test("the header search for 'frock' shows frocks first, then dresses, and nothing else", async ({
  page,
}) => {
  await page.goto('/collection');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search products' }).fill('frock');

  await expect(page).toHaveURL(/[?&]search=frock(&|$)/);
  await expect(page.getByText(/found for “frock”/)).toBeVisible();
  // One clear button, ours: where the browser draws its own cross in the field, nothing clears.
  const field = page.getByRole('combobox', { name: 'Search products' });
  const box = await field.boundingBox();
  if (!box) throw new Error('the search box is not on screen');
  await page.mouse.click(box.x + box.width - 10, box.y + box.height / 2);
  await expect(field).toHaveValue('frock');
  await expect(page.getByRole('search').getByRole('button')).toHaveCount(1);
  await expect(page.getByRole('search').getByRole('button')).toHaveAccessibleName('Close search');
  await expect
    .poll(async () => {
      // "frock" and "dress" are one word to the shop's synonym list; a whole word ranks first.
      const names = await cardNames(page);
      return (
        names.length > 0 &&
        /frock/i.test(names[0]!) &&
        names.every((name) => /frock|dress/i.test(name))
      );
    })
    .toBe(true);
});

test('at 1440 px the collection shows four cards a row, and focus meets the filters before the sort', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/collection');
  const grid = await settledGrid(page);
  const tops = await grid
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  expect(tops.filter((top) => top === tops[0])).toHaveLength(4);

  // From the page heading, Tab goes through the filters (shown first, on the left): the
  // Categories group's fold button, its checkboxes, then the other groups; then the sort select.
  const checkboxes = page.getByRole('group', { name: 'Categories' }).getByRole('checkbox');
  await expect(checkboxes.first()).toBeVisible();
  const categoryCount = await checkboxes.count();
  await page.getByRole('heading', { level: 1, name: 'All Collections' }).click();
  const focused: { kind: string; inFilters: boolean }[] = [];
  while (focused.at(-1)?.kind !== 'SELECT' && focused.length < 200) {
    await page.keyboard.press('Tab');
    focused.push(
      await page.evaluate(() => {
        const element = document.activeElement;
        return {
          kind: element instanceof HTMLInputElement ? element.type : (element?.tagName ?? ''),
          inFilters: element?.closest('fieldset') !== null,
        };
      }),
    );
  }
  expect(focused.slice(0, categoryCount + 1).map((f) => f.kind)).toEqual([
    'BUTTON',
    ...Array<string>(categoryCount).fill('checkbox'),
  ]);
  expect(focused.at(-1)?.kind).toBe('SELECT');
  expect(focused.slice(0, -1).every((f) => f.inFilters)).toBe(true);
});

test('page 2 through the pagination, and Back returns to page 1', async ({ page }) => {
  await page.goto('/collection');
  const first = await cardNames(page);
  expect(first).toHaveLength(9);

  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: 'Page 2' })
    .click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect
    .poll(async () => (await cardNames(page)).some((name) => first.includes(name)))
    .toBe(false);
  await expect(
    page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }),
  ).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(/\/collection$/);
  await expect.poll(() => cardNames(page)).toEqual(first);
});

test('a product page shows the stock of each size and a sold-out size disabled', async ({
  page,
  request,
}) => {
  const products = await allProducts(request);
  const product = products.find(
    (p) => p.sizes.some((s) => s.stock === 0) && p.sizes.some((s) => s.stock > 0),
  );
  if (!product) throw new Error('The demo shop should have a product with a sold-out size');

  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(product.name)}`));
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(product.name);

  const sizes = page.getByRole('group', { name: 'Size' });
  for (const { size, stock } of product.sizes) {
    const chip = sizes.getByRole('button', { name: new RegExp(`^${escapeRegExp(size)}\\b`) });
    if (stock > 0) {
      await expect(chip).toBeEnabled();
      await expect(chip).toContainText(`${stock} left`);
    } else {
      await expect(chip).toBeDisabled();
      await expect(chip).toContainText('Sold out');
    }
  }

  const related = page.getByRole('region', { name: 'Related Products' });
  await expect(related.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(related.getByRole('heading', { level: 3, name: product.name })).toHaveCount(0);
});

test('an unknown product says "Product not found." with a way back', async ({ page }) => {
  await page.goto('/product/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found.' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse the collection' }).click();
  await expect(page).toHaveURL(/\/collection$/);
});

test('the home page shows the best sellers, top categories and top brands', async ({ page }) => {
  await page.goto('/');
  const best = page.getByRole('region', { name: 'Best Sellers' });
  await expect(best.getByRole('heading', { level: 3 })).toHaveCount(5);

  const favourites = page.getByRole('region', { name: 'Shop by favourites' });
  const categories = favourites.locator('a[href^="/collection?category="]');
  await expect(categories.first()).toBeVisible();
  await expect(categories.first()).toContainText(/\d+ sold/);
  const brands = favourites.locator('a[href^="/collection?search="]');
  await expect(brands.first()).toBeVisible();

  // A brand opens the collection searched for it.
  const brand = (await brands.first().getAttribute('href')) ?? '';
  await brands.first().click();
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(brand)}$`));
  await expect(page.getByText(/found for “/)).toBeVisible();
});

test('the collection and a product page have no serious accessibility problems', async ({
  page,
  request,
}) => {
  const total = await liveProductCount(request);
  await page.goto('/collection');
  await expect(page.getByText(`${total} products`)).toBeVisible();
  await cardNames(page);
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAxeViolations(page, '/collection');

  const [product] = await allProducts(request, { category: await categoryId(request, 'Girls') });
  if (!product) throw new Error('The demo shop should have Girls products');
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAxeViolations(page, `/product/${product._id}`);
});
