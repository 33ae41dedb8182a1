import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { toast } from '../support/toasts';
import sharp from 'sharp';

const ADMIN = { email: 'admin@littleloom.in', password: 'Admin@123' };

/**
 * Signs the admin in through the API and leaves the session where the sign-in page would; answers
 * the token, for changes made behind the screens' backs.
 */
async function signIn(page: Page): Promise<string> {
  const reply = await page.request.post('/api/admin/login', { data: ADMIN });
  expect(reply.status()).toBe(200);
  const { token } = (await reply.json()) as { token: string };
  await page.addInitScript((adminToken) => {
    localStorage.setItem('adminToken', adminToken);
    localStorage.setItem('userRole', 'admin');
  }, token);
  return token;
}

/** Stock moved by someone else (an order, another admin) while a screen shows the old figure. */
async function moveStock(
  page: Page,
  token: string,
  productId: string,
  size: string,
  stock: number,
): Promise<void> {
  const reply = await page.request.put(`/api/admin/products/update-stock/${productId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { size, stock },
  });
  expect(reply.status()).toBe(200);
}

async function sizesOf(page: Page, productId: string) {
  const reply = await page.request.get(`/api/products/${productId}`);
  return ((await reply.json()) as { product: { sizes: { size: string; stock: number }[] } }).product
    .sizes;
}

/** A real PNG of one colour with a stripe, as a photo from the admin's disk would be. */
async function png(name: string, background: string, stripe: string) {
  const buffer = await sharp({
    create: { width: 640, height: 420, channels: 3, background },
  })
    .composite([
      {
        input: await sharp({
          create: { width: 640, height: 80, channels: 3, background: stripe },
        })
          .png()
          .toBuffer(),
        top: 170,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Crops every picture the dialog offers, in turn, with the square it starts on. */
async function cropEach(page: Page, count: number): Promise<void> {
  for (let i = 1; i <= count; i += 1) {
    const dialog = page.getByRole('dialog', { name: `Crop image ${i} of ${count}` });
    await expect(dialog).toBeVisible();
    const use = dialog.getByRole('button', { name: 'Use this crop' });
    await expect(use).toBeEnabled();
    await use.click();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function expectNoSeriousA11yIssues(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${label}: ${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

/** The size chip on the product page (named like "3-4Y , 10 left"). */
function sizeChip(page: Page, size: string): Locator {
  return page
    .getByRole('group', { name: 'Size' })
    .getByRole('button', { name: new RegExp(`^${size}\\b`) });
}

test('the admin runs the catalogue: category, product with cropped pictures, delete, restore, stock', async ({
  page,
}) => {
  const stamp = `${Date.now()}`.slice(-6);
  const categoryName = `Party Wear ${stamp}`;
  const productName = `Sequin Party Frock ${stamp}`;
  const token = await signIn(page);

  // The admin home is the product list.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/products\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  // A category, with the HSN code and GST rate of its goods.
  await page.goto('/admin/category');
  const addCategory = page.getByRole('form', { name: 'Add category' });
  await addCategory.getByLabel('Name').fill(categoryName);
  await addCategory.getByLabel('Description').fill('Frocks and suits for birthdays and weddings');
  await expect(addCategory.getByLabel('HSN code')).toHaveValue('6209');
  await expect(addCategory.getByLabel('GST rate')).toHaveValue('18');
  await addCategory.getByLabel('HSN code').fill('620442');
  await addCategory.getByLabel('GST rate').selectOption({ label: '5%' });
  await addCategory.getByRole('button', { name: 'Add category' }).click();
  await expect(toast(page, 'Category added successfully')).toBeVisible();
  const categoryRow = page.getByRole('row').filter({ hasText: categoryName });
  await expect(categoryRow).toContainText('Active');

  // Kept: after a reload the row shows the code, and its edit form has both.
  await page.reload();
  await expect(categoryRow).toContainText('620442');
  await expect(categoryRow).toContainText('GST 5% or 18% by price');
  await categoryRow.getByRole('button', { name: `Edit ${categoryName}` }).click();
  await expect(page.getByRole('textbox', { name: `HSN code of ${categoryName}` })).toHaveValue(
    '620442',
  );
  await expect(page.getByRole('combobox', { name: `GST rate of ${categoryName}` })).toHaveValue(
    '5',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A product in it, with two pictures, each cropped square.
  await page.goto('/admin/products/add');
  const form = page.getByRole('form', { name: 'Add product' });
  await form.getByLabel('Name', { exact: true }).fill(productName);
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: categoryName });
  await form.getByLabel('Description').fill('A twirly frock with soft lining and a sash.');
  await form.getByLabel('Price (₹)').fill('1499');
  await form.getByLabel('Sale price (₹, optional)').fill('1199');
  await form.getByLabel('Brand').fill('Little Loom');
  await expect(form.getByText('Leave empty to use the category’s (620442).')).toBeVisible();
  await form.getByLabel('HSN code (optional)').fill('62044290');
  await form.getByRole('textbox', { name: 'Size 1' }).fill('2-3Y');
  await form.getByRole('spinbutton', { name: 'Stock of size 1' }).fill('8');
  await form.getByRole('button', { name: 'Add Size' }).click();
  await form.getByRole('textbox', { name: 'Size 2' }).fill('3-4Y');
  await form.getByRole('spinbutton', { name: 'Stock of size 2' }).fill('4');
  await form
    .getByLabel('Choose images')
    .setInputFiles([
      await png('front.png', '#e85d4a', '#ffc857'),
      await png('back.png', '#3fb8a0', '#fff9f2'),
    ]);
  await cropEach(page, 2);
  await expect(form.getByRole('img', { name: /^New picture \d$/ })).toHaveCount(2);
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(toast(page, 'Product added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/list$/);
  const listRow = page.getByRole('row').filter({ hasText: productName });
  await expect(listRow).toContainText(categoryName);
  await expect(listRow).toContainText('₹1,199.00');
  await expect(listRow).toContainText('12');
  const thumb = listRow.locator('img');
  await expect(thumb).toHaveAttribute('src', /\/uploads\/.+\.webp$/);
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // The shop shows it, with the stock of each size; both pictures arrived square.
  await page.goto(`/collection?search=${encodeURIComponent(productName)}`);
  await page
    .getByRole('link', { name: new RegExp(productName) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
  const productUrl = new URL(page.url()).pathname;
  const productId = productUrl.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(sizeChip(page, '2-3Y')).toContainText('8 left');
  await expect(sizeChip(page, '3-4Y')).toContainText('4 left');
  const stored = await page.request.get(`/api/products/${productId}`);
  const { product } = (await stored.json()) as { product: { images: { url: string }[] } };
  expect(product.images).toHaveLength(2);
  const large = await page.request.get(product.images[0]!.url);
  const size = await sharp(await large.body()).metadata();
  expect(size.width).toBe(size.height);

  // The product's own HSN code was kept; changed on the edit form, the new one is kept too.
  await page.goto(`/admin/products/edit/${productId}`);
  const editForm = page.getByRole('form', { name: 'Edit product' });
  await expect(editForm.getByLabel('HSN code (optional)')).toHaveValue('62044290');
  await editForm.getByLabel('HSN code (optional)').fill('62044300');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Product updated successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/list$/);
  await page.goto(`/admin/products/edit/${productId}`);
  await page.reload();
  await expect(editForm.getByLabel('HSN code (optional)')).toHaveValue('62044300');
  await expect(editForm.getByText('Leave empty to use the category’s (620442).')).toBeVisible();

  // Deleted: gone from the shop. Restored: back.
  await page.goto(`/admin/products/list?search=${encodeURIComponent(productName)}`);
  await page.getByRole('button', { name: `Delete ${productName}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${productName}?` });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Product deleted successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: productName })).toContainText('Deleted');
  await page.goto(productUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found.' })).toBeVisible();

  await page.goto(`/admin/products/list?search=${encodeURIComponent(productName)}`);
  await page.getByRole('button', { name: `Restore ${productName}` }).click();
  await expect(toast(page, 'Product restored successfully')).toBeVisible();
  await page.goto(productUrl);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

  // Stock: the newest product is first on the stock page.
  await page.goto('/admin/products/stock');
  const card = page.getByRole('region', { name: productName });
  const row = card.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '3-4Y' }) });
  await row.getByRole('button', { name: /^Update stock/ }).click();
  await expect(row.getByText('Please enter a valid stock value')).toBeVisible();
  // 0 marks the size sold out by hand (docs/decisions/0019).
  await row.getByRole('spinbutton').fill('0');
  await row.getByRole('button', { name: /^Update stock/ }).click();
  await expect(row.getByRole('cell').first()).toHaveText('0 (sold out)');
  await page.goto(productUrl);
  await expect(sizeChip(page, '3-4Y')).toBeDisabled();
  await expect(sizeChip(page, '3-4Y')).toContainText('Sold out');
  await page.goto('/admin/products/stock');
  await row.getByRole('spinbutton').fill('10');
  await row.getByRole('button', { name: /^Update stock/ }).click();
  await expect(toast(page, 'Stock updated successfully')).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText('10');
  await page.goto(productUrl);
  await expect(sizeChip(page, '3-4Y')).toContainText('10 left');

  // List Items links each product to its own stock page (back-office.md §2: /admin/products/stock/:id).
  await page.goto(`/admin/products/list?search=${encodeURIComponent(productName)}`);
  await page
    .getByRole('link', { name: `Stock of ${productName}: 18` })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/stock/${productId}$`));
  await expect(page.getByRole('region', { name: productName })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Stock of .+ by size$/ })).toHaveCount(1);

  // The full stock list finds it by name, with the search in the address.
  await page.getByRole('link', { name: 'All products’ stock' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/stock$/);
  await page.getByRole('searchbox', { name: 'Search products' }).fill(productName);
  await expect(page).toHaveURL(/\?search=/);
  await expect(page.getByRole('region', { name: productName })).toBeVisible();

  // Stock sold while the stock page shows the old figure: the update is refused with the figure
  // now, which the row then shows, and goes through against it.
  const searched = page.getByRole('region', { name: productName });
  const moving = searched
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '3-4Y' }) });
  await expect(moving.getByRole('cell').first()).toHaveText('10');
  await moveStock(page, token, productId, '3-4Y', 7);
  await moving.getByRole('spinbutton').fill('12');
  await moving.getByRole('button', { name: /^Update stock/ }).click();
  await expect(moving.getByRole('alert')).toHaveText(
    'The stock of size 3-4Y has changed to 7 since this page was loaded, so it was not updated. Please check the new figure and try again.',
  );
  await expect(moving.getByRole('cell').first()).toHaveText('7');
  await moving.getByRole('button', { name: /^Update stock/ }).click();
  await expect(moving.getByRole('cell').first()).toHaveText('12');
  await expect(moving.getByRole('alert')).toHaveCount(0);

  // The edit form leaves stock that moved while it was open alone when the admin saves other
  // fields; a stock the admin changed against an old figure is refused, and the form reloads.
  await page.goto(`/admin/products/edit/${productId}`);
  await expect(editForm.getByRole('spinbutton', { name: 'Stock of size 1' })).toHaveValue('8');
  await moveStock(page, token, productId, '2-3Y', 5);
  await editForm
    .getByLabel('Description')
    .fill('A twirly frock with soft lining and a satin sash.');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/list$/);
  expect(await sizesOf(page, productId)).toEqual([
    { size: '2-3Y', stock: 5 },
    { size: '3-4Y', stock: 12 },
  ]);

  await page.goto(`/admin/products/edit/${productId}`);
  await expect(editForm.getByRole('spinbutton', { name: 'Stock of size 2' })).toHaveValue('12');
  await moveStock(page, token, productId, '3-4Y', 11);
  await editForm.getByRole('spinbutton', { name: 'Stock of size 2' }).fill('20');
  await editForm.getByRole('button', { name: 'Save changes' }).click();
  const moved = page.getByRole('dialog', { name: 'The stock has changed' });
  await expect(moved).toContainText('The stock of size 3-4Y has changed to 11');
  await moved.getByRole('button', { name: 'Reload the product' }).click();
  await expect(moved).toHaveCount(0);
  await expect(editForm.getByRole('spinbutton', { name: 'Stock of size 2' })).toHaveValue('11');
  await expect(editForm.getByText('Total stock: 16')).toBeVisible();
  expect(await sizesOf(page, productId)).toEqual([
    { size: '2-3Y', stock: 5 },
    { size: '3-4Y', stock: 11 },
  ]);
});

test('the best-selling dashboard shows products, categories and brands', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/products/list');
  await page.getByRole('link', { name: 'Best sellers' }).click();
  await expect(page).toHaveURL(/\/admin\/bestselling$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Best Selling Dashboard' }),
  ).toBeVisible();

  const products = page.getByRole('region', { name: 'Top Selling Products' });
  await expect(products.getByRole('article').first()).toBeVisible();
  await expect(products.getByRole('article').first()).toContainText(/Price: ₹[\d,]+\.\d\d/);
  await expect(products.getByRole('article').first()).toContainText(/Sold: \d+/);
  const edit = products.getByRole('link', { name: /^Edit / }).first();
  await expect(edit).toHaveAttribute('href', /^\/admin\/products\/edit\/[0-9a-f-]{36}$/);

  const categories = page.getByRole('region', { name: 'Top Selling Categories' });
  await expect(categories.getByRole('listitem').first()).toContainText(/Sold: \d+/);
  const brands = page.getByRole('region', { name: 'Top Selling Brands' });
  await expect(brands.getByRole('listitem').first()).toContainText(/Total Sold: \d+/);
  // Every picture on the dashboard loaded (the shop's own artwork and product images).
  for (const img of await page.locator('main img').all()) {
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
  }

  await edit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('');
});

test('the product list, add form and categories pass an accessibility scan', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/products/list');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/admin/products/list');

  await page.goto('/admin/products/add');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Product name is required')).toBeVisible();
  // Focus goes to the first field to fix, in the form's order.
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await expectNoSeriousA11yIssues(page, '/admin/products/add with errors');

  await page.getByLabel('Choose images').setInputFiles([await png('a.png', '#ffc857', '#2b2a33')]);
  await expect(page.getByRole('dialog', { name: 'Crop image' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use this crop' })).toBeEnabled();
  await expectNoSeriousA11yIssues(page, '/admin/products/add with the crop open');

  await page.goto('/admin/category');
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/admin/category');
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yIssues(page, '/admin/category with the dialog open');
});
