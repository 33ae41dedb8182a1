import { orderLineName } from '@littleloom/shared';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  shopperForThisFile,
  signInAdminOnTheLoginPage,
  signInOnTheLoginPage,
} from '../support/accounts';
import { restoreStockAfterEachJourney } from '../support/admin-api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { placeOrder, stockedProduct } from '../support/orders';
import { toast } from '../support/toasts';

const theShopper = shopperForThisFile();

restoreStockAfterEachJourney();

/** What the shop's API says of the product's reviews now. */
async function reviewFigures(request: APIRequestContext, productId: string) {
  const reply = await request.get(`/api/products/${productId}`);
  expect(reply.ok()).toBe(true);
  const { product } = (await reply.json()) as {
    product: { averageRating: number | null; reviewCount: number };
  };
  return product;
}

/** The line on the product page beside its name: "4.2 · 7 reviews". */
const countLine = (count: number) => (count === 1 ? '1 review' : `${count} reviews`);

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the admin delivers an order, the shopper rates the product, everyone sees the review, and the admin hides it with a reason its author sees', async ({
  page,
  browser,
  request,
}) => {
  // The shopper's cash-on-delivery order of one piece.
  await signInOnTheLoginPage(page, await theShopper(request));
  const { product, size } = await stockedProduct(request, (price) => price <= 1500);
  const order = await placeOrder(page, [{ product, size, pieces: 1 }], 'COD');
  const [line] = order.items;
  if (!line) throw new Error('The order should have a line');
  const before = await reviewFigures(request, product._id);

  // Before it arrives the product page says why no review can be written yet.
  await page.goto(`/product/${product._id}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(
    reviews.getByText('You can review a product once it has been delivered to you'),
  ).toBeVisible();
  await expect(reviews.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

  // The admin ships and delivers it in the back office.
  const admin = await (await browser.newContext()).newPage();
  await signInAdminOnTheLoginPage(admin);
  await admin.goto(`/admin/orders/${order._id}`);
  const items = admin.getByRole('table', { name: `Items of order ${order.orderNumber}` });
  const row = items.getByRole('row').filter({ hasText: line.name });
  const change = row.getByRole('combobox', {
    name: `Change status of ${orderLineName(line)} (size ${line.size})`,
  });
  await change.selectOption({ label: 'Shipped' });
  await expect(toast(admin, 'Tracking status updated')).toBeVisible();
  await change.selectOption({ label: 'Delivered' });
  await admin
    .getByRole('dialog', {
      name: `Mark ${orderLineName(line)} (size ${line.size}) as delivered?`,
    })
    .getByRole('button', { name: 'Mark delivered' })
    .click();
  await expect(change).toHaveCount(0);

  // The shopper's order page offers "Rate this", which opens the form on the product page.
  await page.goto(`/orders/${order._id}`);
  const item = page
    .getByRole('region', { name: 'Items' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: orderLineName(line), exact: true }) });
  await item.getByRole('link', { name: 'Rate this' }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}\\?review=write#reviews$`));
  const form = page.getByRole('form', { name: 'Write a review' });
  await expect(form).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'product page with the review form');

  // Bad input is refused with the shared messages, and nothing is written.
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Choose from 1 to 5 stars')).toBeVisible();
  await expect(form.getByText('Give your review a title of 3 to 100 characters')).toBeVisible();
  expect((await reviewFigures(request, product._id)).reviewCount).toBe(before.reviewCount);

  const title = `Soft and true to size ${Date.now()}`;
  // The fourth star, as a person taps it (the radio button itself is hidden behind it).
  const fourStars = form.getByRole('radio', { name: '4 stars' });
  await form.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(fourStars).toBeChecked();
  await form.getByLabel('Title').fill(title);
  await form
    .getByLabel('Review text')
    .fill('Washed it five times and the colour has not faded. My son wears it every weekend.');
  await form.getByLabel('Name shown').fill('Meera T.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(toast(page, 'Thank you for your review')).toBeVisible();
  const own = page.getByRole('region', { name: 'Your review' });
  await expect(own).toContainText(title);
  await expect(own.getByRole('button', { name: 'Edit' })).toBeVisible();

  // The figures are the reviews': one more, beside the name and in the API.
  const after = await reviewFigures(request, product._id);
  expect(after.reviewCount).toBe(before.reviewCount + 1);
  await expect(
    page.getByText(countLine(after.reviewCount), { exact: false }).first(),
  ).toBeVisible();

  // A visitor sees it, marked as a verified purchase with the size bought, and in the page's
  // structured data the real average and count.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/product/${product._id}`);
  const card = visitor.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('Meera T.');
  await expect(card).toContainText(`Size ${line.size}`);
  await expect(card).toContainText('Verified purchase');
  const structured = JSON.parse(
    (await visitor.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  ) as { aggregateRating?: { ratingValue: number; reviewCount: number } };
  expect(structured.aggregateRating).toMatchObject({
    ratingValue: after.averageRating,
    reviewCount: after.reviewCount,
  });
  await visitor.setViewportSize({ width: 360, height: 760 });
  await expect(card).toBeVisible();
  await expectNoSidewaysScroll(visitor);

  // The admin finds it under Reviews and hides it, with a reason.
  await admin
    .getByRole('navigation', { name: 'Admin' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Reviews', exact: true })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const listed = admin.getByRole('row').filter({ hasText: title });
  await expect(listed).toContainText('Published');
  await expectNoSeriousAxeViolations(admin, 'back-office reviews');
  await listed.getByRole('button', { name: `Hide “${title}” by Meera T.` }).click();
  const hide = admin.getByRole('dialog', { name: `Hide “${title}” by Meera T.?` });
  await hide.getByRole('button', { name: 'Hide review' }).click();
  await expect(hide.getByText('Say why in 5 to 300 characters')).toBeVisible();
  const reason = 'It names the delivery person, which we do not show.';
  await hide.getByLabel('Reason for the author').fill(reason);
  await hide.getByRole('button', { name: 'Hide review' }).click();
  await expect(toast(admin, 'The review is hidden')).toBeVisible();
  await expect(listed).toContainText(`Reason: ${reason}`);

  // Hidden: gone for visitors and from the figures, kept and explained to its author.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);
  expect((await reviewFigures(request, product._id)).reviewCount).toBe(before.reviewCount);
  await page.reload();
  await expect(own).toContainText(`Hidden by Little Loom: ${reason}`);
  await expect(own).toContainText(title);
});
