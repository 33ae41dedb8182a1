import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN, logIn, registerShopper, type TestShopper } from '../support/accounts';
import { expectNoSeriousAxeViolations } from '../support/axe';

interface ApiProduct {
  _id: string;
  name: string;
  sizes: { size: string; stock: number }[];
}

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

let adminSession: string | undefined;

/** The admin signs in once per run: sign-ins are rate limited. */
async function adminToken(request: APIRequestContext): Promise<string> {
  if (adminSession) return adminSession;
  const reply = await request.post('/api/admin/login', { data: ADMIN });
  expect(reply.status()).toBe(200);
  adminSession = ((await reply.json()) as { token: string }).token;
  return adminSession;
}

/** Sets one size's stock through the back office's API. */
async function setStock(
  request: APIRequestContext,
  product: ApiProduct,
  size: string,
  stock: number,
): Promise<void> {
  const reply = await request.put(`/api/admin/products/update-stock/${product._id}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { size, stock },
  });
  expect(reply.ok()).toBe(true);
}

/** Stock changes to put back after each journey, so other journeys meet the demo shop as seeded. */
let stockToRestore: { product: ApiProduct; size: string; stock: number }[] = [];

test.afterEach(async ({ request }) => {
  for (const { product, size, stock } of stockToRestore) {
    await setStock(request, product, size, stock);
  }
  stockToRestore = [];
});

/**
 * A demo product with at least two sizes, its first two set to 10 and 2 pieces for the journey
 * (put back after it), so the limits are met at known points.
 */
async function productWithTwoSizes(request: APIRequestContext) {
  const reply = await request.get('/api/products', { params: { limit: '60', sort: 'a-z' } });
  expect(reply.ok()).toBe(true);
  const { products } = (await reply.json()) as { products: ApiProduct[] };
  const product = products.find((candidate) => candidate.sizes.length >= 2);
  if (!product) throw new Error('No product with two sizes in the demo shop');
  const [roomy, scarce] = product.sizes as [ApiProduct['sizes'][0], ApiProduct['sizes'][0]];
  stockToRestore.push({ product, ...roomy }, { product, ...scarce });
  await setStock(request, product, roomy.size, 10);
  await setStock(request, product, scarce.size, 2);
  return { product, roomy: roomy.size, scarce: scarce.size };
}

/** Signs a new shopper in through the login page and waits for the greeting. */
async function signIn(page: Page, shopper: TestShopper): Promise<void> {
  await page.goto('/login');
  await logIn(page, shopper.email, shopper.password);
  await expect(page.getByRole('button', { name: /Meera/ })).toBeVisible();
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

/** The spec's dialog: checks its name and text, then closes it with OK. */
async function expectDialog(page: Page, title: string, text: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** Fills the cart of a signed-in shopper through the API (the page under test is elsewhere). */
async function putInCart(page: Page, productId: string, size: string, quantity: number) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const reply = await page.request.post('/api/user/cart/add', {
    headers: { authorization: `Bearer ${token}` },
    data: { productId, size, quantity },
  });
  expect(reply.ok()).toBe(true);
}

test("two sizes of one product meet the size's stock and then the 5-piece limit, on the product page and in the cart", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const { product, roomy, scarce } = await productWithTwoSizes(request);
  await signIn(page, shopper);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // No size yet: the rule speaks beside the sizes, and nothing is sent.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please select a size.' })).toBeVisible();

  await addToCart(page, scarce);
  await expect(page.getByText(SAYS.added).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // Only 2 of that size exist.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectDialog(page, SAYS.stockTitle, SAYS.stockText);

  await addToCart(page, roomy);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
  // Five pieces of the product across its sizes is the most a cart holds.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectDialog(page, SAYS.limitTitle, SAYS.limitText);
  await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();

  // The cart's steppers meet the same limits.
  await page.getByRole('link', { name: 'Cart, 5 items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  const roomyLine = page.getByRole('group', {
    name: `Quantity of ${product.name}, size ${roomy}`,
  });
  await expect(roomyLine).toContainText('3');
  await roomyLine.getByRole('button', { name: 'Increase quantity' }).click();
  await expectDialog(page, SAYS.limitTitle, SAYS.limitText);
  await expect(roomyLine).toContainText('3');

  const scarceLine = page.getByRole('group', {
    name: `Quantity of ${product.name}, size ${scarce}`,
  });
  await scarceLine.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(scarceLine).toContainText('1');
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
  await roomyLine.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(roomyLine).toContainText('4');
  await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();

  await expectNoSeriousAxeViolations(page, 'cart');

  // Clear cart asks first.
  await page.getByRole('button', { name: 'Clear cart' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear your cart?' });
  await confirm.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expectDialog(page, 'Cart is Empty', 'Add something to your cart before checking out.');
});

test('a coupon is asked for, refused when unknown, applied and removed', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const { product, roomy } = await productWithTwoSizes(request);
  await signIn(page, shopper);
  await putInCart(page, product._id, roomy, 2);
  await page.goto('/cart');

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
  const shopper = await registerShopper(request);
  const { product, roomy } = await productWithTwoSizes(request);
  await signIn(page, shopper);
  await putInCart(page, product._id, roomy, 1);
  await page.goto('/cart');

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
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('the wishlist toggles from the product page and the cards, and both badges follow a move to the cart', async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request);
  const { product, roomy } = await productWithTwoSizes(request);
  await signIn(page, shopper);
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
  const heart = page.getByRole('button', { name: `Add ${product.name} to wishlist` });
  await heart.click();
  await expect(
    page.getByRole('button', { name: `Remove ${product.name} from wishlist` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'wishlist');

  await page.getByRole('button', { name: `Move to cart: ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to cart' });
  await sizeChip(dialog, roomy).click();
  await dialog.getByRole('button', { name: 'Move to cart' }).click();

  await expect(page.getByText(SAYS.added).first()).toBeVisible();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});
