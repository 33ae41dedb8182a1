import { expect, test, type Locator } from '@playwright/test';
import { toast } from '../support/toasts';
import { signInAdminThroughTheApi } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';

/** A day `days` from today on this machine's calendar (the browser's too), as YYYY-MM-DD. */
function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The status badge a person sees in the row (the row carries a second one for narrow screens). */
function statusOf(row: Locator): Locator {
  return row.getByText(/^(Active|Inactive|Expired)$/).filter({ visible: true });
}

test('the admin creates, deactivates, reactivates and deletes a coupon', async ({ page }) => {
  const code = `KIDS${String(Date.now()).slice(-6)}`;
  await signInAdminThroughTheApi(page);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Coupons and Offers' })
    .click();
  await expect(page).toHaveURL(/\/admin\/coupon$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons and Offers' })).toBeVisible();

  // The seeded coupons are listed, with their states.
  const coupons = page.getByRole('table', { name: 'Existing Coupons' });
  await expect(statusOf(coupons.getByRole('row').filter({ hasText: 'PAUSED15' }))).toHaveText(
    'Inactive',
  );
  await expect(statusOf(coupons.getByRole('row').filter({ hasText: 'FESTIVE25' }))).toHaveText(
    'Expired',
  );

  // Refused in the spec's words, then created.
  const form = page.getByRole('form', { name: 'Create Coupon' });
  await form.getByRole('button', { name: 'Create Coupon' }).click();
  await expect(form.getByText('Coupon code is required')).toBeVisible();
  await expect(form.getByText('Expiry date is required')).toBeVisible();
  await form.getByLabel('Coupon code').fill(code.toLowerCase());
  await form.getByLabel('Discount (%)').fill('12');
  await form.getByLabel('Minimum purchase (₹)').fill('999');
  await form.getByLabel('Expiry date').fill(dayFromToday(-1));
  await form.getByRole('button', { name: 'Create Coupon' }).click();
  await expect(form.getByText('Expiry date must be in the future.')).toBeVisible();
  await form.getByLabel('Expiry date').fill(dayFromToday(10));
  await form.getByRole('button', { name: 'Create Coupon' }).click();
  await expect(toast(page, 'Coupon created successfully!')).toBeVisible();
  const row = coupons.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('12%');
  await expect(row).toContainText('₹999.00');
  await expect(statusOf(row)).toHaveText('Active');
  await expect(form.getByLabel('Coupon code')).toHaveValue('');

  // The same code again, in another case, is taken.
  await form.getByLabel('Coupon code').fill(code);
  await form.getByLabel('Discount (%)').fill('5');
  await form.getByLabel('Minimum purchase (₹)').fill('100');
  await form.getByLabel('Expiry date').fill(dayFromToday(3));
  await form.getByRole('button', { name: 'Create Coupon' }).click();
  await expect(form.getByText('A coupon with this code already exists')).toBeVisible();

  // Deactivated and activated again, each after a question naming it.
  await row.getByRole('button', { name: `Deactivate coupon ${code}` }).click();
  let dialog = page.getByRole('dialog', { name: `Deactivate coupon ${code}?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin/coupon with a confirmation open');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, 'Coupon deactivated')).toBeVisible();
  await expect(statusOf(row)).toHaveText('Inactive');

  await row.getByRole('button', { name: `Activate coupon ${code}` }).click();
  dialog = page.getByRole('dialog', { name: `Activate coupon ${code}?` });
  await dialog.getByRole('button', { name: 'Activate' }).click();
  await expect(toast(page, 'Coupon activated')).toBeVisible();
  await expect(statusOf(row)).toHaveText('Active');

  // Deleted after a question naming it.
  await row.getByRole('button', { name: `Delete coupon ${code}` }).click();
  dialog = page.getByRole('dialog', { name: `Delete coupon ${code}?` });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Coupon deleted successfully')).toBeVisible();
  await expect(coupons.getByRole('row').filter({ hasText: code })).toHaveCount(0);
  await page.reload();
  await expect(coupons.getByRole('row').filter({ hasText: 'WELCOME10' })).toBeVisible();
  await expect(coupons.getByRole('row').filter({ hasText: code })).toHaveCount(0);
});

test('the admin creates an offer, edits it on Offer Management, adds another and deletes them', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const offerCode = `GIRLS${stamp}`;
  const description = `Girls week ${stamp}: 15% off`;
  const edited = `Girls week ${stamp}: 18% off`;
  await signInAdminThroughTheApi(page);
  await page.goto('/admin/coupon');

  // Form B on the coupons page: a category offer.
  const form = page.getByRole('form', { name: 'Create Offer' });
  await form.getByLabel('Offer type').selectOption('Category');
  await form.getByLabel('Offer code').fill(offerCode);
  await form.getByLabel('Description').fill(description);
  await form.getByLabel('Discount (%)').fill('15');
  await form.getByLabel('Expiry date').fill(dayFromToday(20));
  await form.getByRole('button', { name: 'Create Offer' }).click();
  await expect(form.getByText('Choose the category this offer is for')).toBeVisible();
  await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Girls' });
  await form.getByRole('button', { name: 'Create Offer' }).click();
  await expect(toast(page, 'Offer created successfully!')).toBeVisible();
  const offers = page.getByRole('table', { name: 'Existing Offers' });
  const listed = offers.getByRole('row').filter({ hasText: offerCode });
  await expect(listed).toContainText(description);
  await expect(listed).toContainText('15%');

  // Offer Management: the same offer, edited in the modal.
  await page.getByRole('link', { name: 'Offer Management' }).click();
  await expect(page).toHaveURL(/\/admin\/offers$/);
  const table = page.getByRole('table', { name: 'Offers, newest first' });
  const row = table.getByRole('row').filter({ hasText: description });
  await expect(row).toContainText('Category');
  await expect(row).toContainText('15%');
  await row.getByRole('button', { name: `Edit offer ${description}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Offer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Type')).toHaveValue('category');
  await expect(dialog.getByLabel('Value (%)')).toHaveValue('15');
  await expect(
    dialog.getByRole('combobox', { name: 'Category' }).locator('option:checked'),
  ).toHaveText('Girls');
  await expect(dialog.getByLabel('Offer code')).toHaveValue(offerCode);
  await expect(dialog.getByLabel('Description')).toHaveValue(description);
  await expectNoSeriousAxeViolations(page, '/admin/offers with the edit modal open');
  await dialog.getByLabel('Value (%)').fill('18');
  await dialog.getByRole('button', { name: 'Save offer' }).click();
  // Shoppers would read "15% off" on an 18% offer: the description is edited with the value.
  await expect(
    dialog.getByText('The description says 15% but the discount is 18%. Please make them match.'),
  ).toBeVisible();
  await dialog.getByLabel('Description').fill(edited);
  await dialog.getByRole('button', { name: 'Save offer' }).click();
  await expect(toast(page, 'Offer saved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const editedRow = table.getByRole('row').filter({ hasText: edited });
  await expect(editedRow).toContainText('18%');
  const active = await page.request.get('/api/offers/active');
  const { offers: live } = (await active.json()) as {
    offers: { offerCode: string | null; offerDescription: string; discount: number }[];
  };
  expect(live.find((offer) => offer.offerCode === offerCode)).toMatchObject({
    offerDescription: edited,
    discount: 18,
  });

  // Form A: a product offer, the product found by searching.
  await page.getByRole('button', { name: 'Add Offer' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Offer' });
  await dialog.getByLabel('Value (%)').fill('7');
  await dialog.getByLabel('Expiry date').fill(dayFromToday(7));
  await dialog.getByRole('searchbox', { name: 'Search products' }).fill('Dino Roar');
  const product = dialog.getByRole('combobox', { name: 'Product' });
  const dino = product.locator('option', { hasText: 'Dino Roar Half-Sleeve Tee' });
  await expect(dino).toHaveCount(1);
  await product.selectOption((await dino.getAttribute('value')) ?? '');
  await dialog.getByRole('button', { name: 'Save offer' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Offer saved successfully').last()).toBeVisible();
  // The offer names its product with the colour, as two colours of one style could both be on offer.
  const addedName = '7% off Dino Roar Half-Sleeve Tee — Sky blue';
  const added = table.getByRole('row').filter({ hasText: addedName });
  await expect(added).toContainText('Product');

  // Both deleted, each after a question naming it.
  for (const name of [edited, addedName]) {
    await table.getByRole('button', { name: `Delete offer ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete offer ${name}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Offer deleted successfully').last()).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  }

  // Gone from the coupons page's list too.
  await page.getByRole('main').getByRole('link', { name: 'Coupons and Offers' }).click();
  await expect(page).toHaveURL(/\/admin\/coupon$/);
  await expect(offers.getByRole('row').filter({ hasText: 'FRIEND5' })).toBeVisible();
  await expect(offers.getByRole('row').filter({ hasText: offerCode })).toHaveCount(0);
});

test('the coupon and offer screens pass an accessibility scan', async ({ page }) => {
  await signInAdminThroughTheApi(page);
  await page.goto('/admin/coupon');
  await expect(
    page.getByRole('table', { name: 'Existing Coupons' }).getByRole('row').nth(1),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create Coupon' }).click();
  await page.getByRole('button', { name: 'Create Offer' }).click();
  await expect(page.getByText('Offer code is required')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin/coupon with form errors');

  await page.goto('/admin/offers');
  await expect(
    page.getByRole('table', { name: 'Offers, newest first' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin/offers');
  await page.getByRole('button', { name: 'Add Offer' }).click();
  await page.getByRole('dialog', { name: 'Add Offer' }).getByLabel('Type').selectOption('referrer');
  await page.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByText('Referral code is required')).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/admin/offers with the add modal and its errors');
});
