import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_SHOPPER, logIn, signInAdminThroughTheApi } from '../support/accounts';

const PHONE = { width: 360, height: 800 };

test('on a phone the menu opens and the grid fits the screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Latest Collections' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: /menu/i }).click();
  await expect(page.getByRole('link', { name: 'COLLECTION' }).first()).toBeVisible();
});

/** A tap target of at least 44 px each way (LOOK.md), wholly on a screen `width` wide. */
async function expectTappable(control: Locator, width = PHONE.width): Promise<void> {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  if (!box) throw new Error('The control has no box');
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test('on a wider phone the header has room for the name beside the mark', async ({ page }) => {
  const width = page.viewportSize()?.width ?? 0;
  expect(width).toBeGreaterThanOrEqual(400);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(
    header.getByRole('link', { name: 'Little Loom home' }).getByText('Little Loom'),
  ).toBeVisible();
  await expectTappable(header.getByRole('link', { name: 'Log in' }), width);
  await expectTappable(header.getByRole('button', { name: 'Menu' }), width);
});

test('on a 360 px phone the header has the account icon, and signed in its menu', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const header = page.getByRole('banner');
  const login = header.getByRole('link', { name: 'Log in' });
  await expectTappable(login);
  await expectTappable(header.getByRole('button', { name: 'Search' }));
  await expectTappable(header.getByRole('link', { name: 'Wishlist' }));
  await expectTappable(header.getByRole('link', { name: 'Cart' }));
  await expectTappable(header.getByRole('button', { name: 'Menu' }));

  await login.click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
  await expect(page).toHaveURL(/\/$/);

  const account = header.getByRole('button', { name: /^Account menu for / });
  await expectTappable(account);
  await account.click();
  await expect(header.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Orders' })).toBeVisible();
  await header.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a 360 px phone the product breadcrumb stays on one line, the name cut short', async ({
  page,
  request,
}) => {
  // The product with the longest name: the hardest breadcrumb to fit.
  const reply = await request.get('/api/products', { params: { limit: '60' } });
  expect(reply.ok()).toBe(true);
  const { products } = (await reply.json()) as { products: { _id: string; name: string }[] };
  const longest = products.reduce((a, b) => (b.name.length > a.name.length ? b : a));

  await page.setViewportSize(PHONE);
  await page.goto(`/product/${longest._id}`);
  await expect(page.getByRole('heading', { level: 1, name: longest.name })).toBeVisible();

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveCount(4);
  const boxes = await crumbs.evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return { middle: (box.top + box.bottom) / 2, right: box.right };
    }),
  );
  // One line: every crumb (with its '/') centred on the same row, none past the screen's edge.
  const middles = boxes.map((box) => box.middle);
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(2);
  for (const box of boxes) expect(box.right).toBeLessThanOrEqual(PHONE.width);

  // The name is all there for assistive technology, and cut with an ellipsis where it is long.
  const current = crumbs.last().locator('[aria-current="page"]');
  await expect(current).toHaveText(longest.name);
  const style = await current.evaluate((el) => {
    const computed = getComputedStyle(el);
    return { overflow: computed.textOverflow, wrap: computed.whiteSpace };
  });
  expect(style).toEqual({ overflow: 'ellipsis', wrap: 'nowrap' });
});

test('on a 360 px phone the back office Settings fit the screen, Back up now within reach', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAdminThroughTheApi(page);
  await page.goto('/admin/settings');
  const backups = page.getByRole('region', { name: 'Backups' });
  await expect(backups).toContainText('Last backup');
  await expectTappable(backups.getByRole('button', { name: 'Back up now' }));
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a 360 px phone the filters open in a sheet that shows how many products they leave', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/collection');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await sheet
    .getByRole('group', { name: 'Size' })
    .getByRole('checkbox', { name: /^4-5Y \(\d+\)$/ })
    .check();
  await expect(page).toHaveURL(/[?&]size=4-5Y(&|$)/);
  const show = sheet.getByRole('button', { name: /^Show \d+ products?$/ });
  await expectTappable(show);
  const shown = Number((await show.textContent())?.match(/\d+/)?.[0]);
  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters, 1 on' })).toBeVisible();
  await expect(page.getByText(`${shown} products`, { exact: true })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

/**
 * Every visible control in the page's main region, with its box: links, buttons, fields and
 * anything with a button's role.
 */
async function controlBoxes(page: Page) {
  return page.locator('main').evaluate((main) =>
    Array.from(
      main.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [role="button"]',
      ),
    )
      .filter((control) => {
        const style = getComputedStyle(control);
        const box = control.getBoundingClientRect();
        return (
          style.visibility !== 'hidden' &&
          box.width > 0 &&
          box.height > 0 &&
          !control.closest('.sr-only')
        );
      })
      .map((control) => {
        // A checkbox's label takes the tap too, so the label is the target.
        const label =
          control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type)
            ? control.labels?.[0]
            : undefined;
        const box = (label ?? control).getBoundingClientRect();
        return {
          name: (control.getAttribute('aria-label') ?? control.textContent ?? '')
            .trim()
            .slice(0, 40),
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      }),
  );
}

/** WCAG 2.2 AA's target size: every control at least 24×24 px. */
async function expectTargetsOfAtLeast24(page: Page): Promise<void> {
  const boxes = await controlBoxes(page);
  expect(boxes.length).toBeGreaterThan(0);
  expect(boxes.filter((box) => box.width < 24 || box.height < 24)).toEqual([]);
}

test('on a 360 px phone every control of the admin reviews, products and stock screens is at least 24 px', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAdminThroughTheApi(page);

  await page.goto('/admin/reviews');
  const reviews = page.getByRole('main');
  await expect(reviews.getByRole('link', { name: /./ }).first()).toBeVisible();
  await expectTargetsOfAtLeast24(page);

  await page.goto('/admin/products/list');
  const stock = page.getByRole('link', { name: /^Stock of / }).first();
  await expect(stock).toBeVisible();
  await expectTargetsOfAtLeast24(page);
  await expectTappable(page.getByRole('link', { name: 'Add product' }));

  await stock.click();
  await expect(page).toHaveURL(/\/admin\/products\/stock\//);
  await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
  await expectTargetsOfAtLeast24(page);
});
