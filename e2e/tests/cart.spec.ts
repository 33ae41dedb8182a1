import { productDisplayName } from '@littleloom/shared';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { logIn, registerShopper, signInOnTheLoginPage } from '../support/accounts';
import {
  restoreStockAfterEachJourney,
  setStockForThisJourney,
  type StockedProduct,
} from '../support/admin-api';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { cartLink, demoProducts, expectAlertDialog, putInCart } from '../support/cart';

/** The spec's words (storefront.md §5 and §8) and the server's answers the journeys meet. */
const SAYS = {
  added: 'Item added to cart',
  limitTitle: 'Quantity Limit Reached',
  limitText: 'You can only add up to 5 units of a product.',
  stockTitle: 'Insufficient Stock',
  stockText: 'The quantity exceeds the available stock.',
  codeRequired: 'Please enter a coupon code.',
  invalidCoupon: 'Invalid coupon code',
  couponApplied: 'Coupon applied successfully',
  couponRemoved: 'Coupon removed',
  offerRequired: 'Please select an offer.',
  offerApplied: 'Offer applied successfully',
  couponWithOffer: 'A coupon cannot be combined with an offer. Remove the offer to use a coupon.',
  addedToWishlist: 'Added to wishlist',
} as const;

restoreStockAfterEachJourney();

/**
 * A demo product with at least two sizes, its first two set to 10 and 2 pieces for the journey
 * (put back after it), so the limits are met at known points.
 */
async function productWithTwoSizes(request: APIRequestContext) {
  const products = await demoProducts(request);
  const product = products.find((candidate) => candidate.sizes.length >= 2);
  if (!product) throw new Error('No product with two sizes in the demo shop');
  const [roomy, scarce] = product.sizes as [StockedProduct['sizes'][0], StockedProduct['sizes'][0]];
  await setStockForThisJourney(request, product, roomy.size, 10);
  await setStockForThisJourney(request, product, scarce.size, 2);
  return { product, roomy: roomy.size, scarce: scarce.size };
}

/** A new shopper, signed in, on /cart with `quantity` pieces of the roomy size in it. */
async function onCartPageWithRoomySize(
  page: Page,
  request: APIRequestContext,
  quantity: number,
): Promise<void> {
  const shopper = await registerShopper(request);
  const { product, roomy } = await productWithTwoSizes(request);
  await signInOnTheLoginPage(page, shopper);
  await putInCart(page, product._id, roomy, quantity);
  await page.goto('/cart');
}

/** A size chip: its name is the size, then its stock ("M, 10 left"; Chromium: "M , 10 left"). */
function sizeChip(within: Page | Locator, size: string): Locator {
  const escaped = size.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return within
    .getByRole('group', { name: 'Size' })
    .getByRole('button', { name: new RegExp(`^${escaped}\\s*,`) });
}

async function addToCart(page: Page, size: string): Promise<void> {
  await sizeChip(page, size).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

/** Presses Add to Cart for the size already chosen, and waits for the badge to count `items`. */
async function addOneMore(page: Page, items: number): Promise<void> {
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink(page, items)).toBeVisible();
}

test("two sizes of one product meet the size's stock and then the 5-piece limit, on the product page and in the cart", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const { product, roomy, scarce } = await productWithTwoSizes(request);
  await signInOnTheLoginPage(page, shopper);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // No size yet: the rule speaks beside the sizes, and nothing is sent.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a size.' })).toBeVisible();

  await addToCart(page, scarce);
  await expect(page.getByText(SAYS.added).first()).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();
  await addOneMore(page, 2);
  // Only 2 of that size exist.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectAlertDialog(page, SAYS.stockTitle, SAYS.stockText);

  await addToCart(page, roomy);
  await expect(cartLink(page, 3)).toBeVisible();
  await addOneMore(page, 4);
  await addOneMore(page, 5);
  // Five pieces of the product across its sizes is the most a cart holds.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectAlertDialog(page, SAYS.limitTitle, SAYS.limitText);
  await expect(cartLink(page, 5)).toBeVisible();

  // The cart's steppers meet the same limits.
  await cartLink(page, 5).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  const roomyLine = page.getByRole('group', {
    name: `Quantity of ${productDisplayName(product)}, size ${roomy}`,
  });
  await expect(roomyLine).toContainText('3');
  await roomyLine.getByRole('button', { name: 'Increase quantity' }).click();
  await expectAlertDialog(page, SAYS.limitTitle, SAYS.limitText);
  await expect(roomyLine).toContainText('3');

  const scarceLine = page.getByRole('group', {
    name: `Quantity of ${productDisplayName(product)}, size ${scarce}`,
  });
  await scarceLine.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(scarceLine).toContainText('1');
  await expect(cartLink(page, 4)).toBeVisible();
  await roomyLine.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(roomyLine).toContainText('4');
  await expect(cartLink(page, 5)).toBeVisible();

  await expectNoSeriousAxeViolations(page, 'cart');

  // Clear cart asks first.
  await page.getByRole('button', { name: 'Clear cart' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear your cart?' });
  await confirm.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(cartLink(page, 0)).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expectAlertDialog(page, 'Cart is Empty', 'Add something to your cart before checking out.');
});

test('a coupon is asked for, refused when unknown, applied and removed', async ({
  page,
  request,
}) => {
  await onCartPageWithRoomySize(page, request, 2);

  const summary = page.getByRole('region', { name: 'Order Summary' });
  const discount = summary.locator('div', { has: page.getByText('Discount', { exact: true }) });
  await expect(discount.locator('dd')).toHaveText('₹0.00');
  await expect(
    summary.locator('div', { has: page.getByText('Delivery') }).locator('dd'),
  ).toHaveText('₹50.00');

  const apply = page.getByRole('button', { name: 'Apply coupon' });
  await apply.click();
  await expect(page.getByRole('alert').filter({ hasText: SAYS.codeRequired })).toBeVisible();

  const code = page.getByLabel('Coupon code');
  await code.fill('NOSUCHCODE');
  await apply.click();
  await expect(page.getByRole('alert').filter({ hasText: SAYS.invalidCoupon })).toBeVisible();

  await code.fill('welcome10');
  await apply.click();
  await expect(page.getByText(SAYS.couponApplied)).toBeVisible();
  await expect(page.getByText('Coupon WELCOME10')).toBeVisible();
  await expect(discount.locator('dd')).not.toHaveText('₹0.00');

  await page.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
  await expect(page.getByText(SAYS.couponRemoved)).toBeVisible();
  await expect(page.getByText('Coupon WELCOME10')).toBeHidden();
  await expect(discount.locator('dd')).toHaveText('₹0.00');
});

test('an offer is picked and applied, and a coupon beside it is refused', async ({
  page,
  request,
}) => {
  await onCartPageWithRoomySize(page, request, 1);

  const offers = page.getByRole('group', { name: 'Available Offers' });
  // The referral offer covers every cart.
  const referral = offers.getByRole('radio', { name: /Referred by a friend/ });
  await expect(referral).toBeVisible();

  await page.getByRole('button', { name: 'Apply offer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: SAYS.offerRequired })).toBeVisible();

  await referral.check();
  await page.getByRole('button', { name: 'Apply offer' }).click();
  await expect(page.getByText(SAYS.offerApplied)).toBeVisible();
  await expect(page.getByText('Offer: Referred by a friend: 5% off your order')).toBeVisible();

  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByRole('alert').filter({ hasText: SAYS.couponWithOffer })).toBeVisible();

  await page.getByRole('button', { name: 'Remove offer' }).click();
  await expect(page.getByText('Offer: Referred by a friend: 5% off your order')).toBeHidden();
});

test("a guest's Add to Cart goes through login and back to the product", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const { product, roomy } = await productWithTwoSizes(request);
  await page.goto(`/product/${product._id}`);
  await sizeChip(page, roomy).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(new RegExp(`/product/${product._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  await addToCart(page, roomy);
  await expect(page.getByText(SAYS.added).first()).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();
});

test('the wishlist toggles from the product page and the cards, and both badges follow a move to the cart', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const { product, roomy } = await productWithTwoSizes(request);
  await signInOnTheLoginPage(page, shopper);
  await page.goto(`/product/${product._id}`);

  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByText(SAYS.addedToWishlist)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove from Wishlist' }).click();
  await expect(page.getByRole('button', { name: 'Add to Wishlist' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();

  // The heart on its card in the collection.
  await page.goto(`/collection?search=${encodeURIComponent(product.name)}`);
  const heart = page.getByRole('button', {
    name: `Add ${productDisplayName(product)} to wishlist`,
  });
  await heart.click();
  await expect(
    page.getByRole('button', { name: `Remove ${productDisplayName(product)} from wishlist` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: productDisplayName(product) }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'wishlist');

  await page.getByRole('button', { name: `Move to cart: ${productDisplayName(product)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to cart' });
  await sizeChip(dialog, roomy).click();
  await dialog.getByRole('button', { name: 'Move to cart' }).click();

  await expect(page.getByText(SAYS.added).first()).toBeVisible();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();
  await expect(cartLink(page, 1)).toBeVisible();
});
