import { CART_MESSAGES, COUPON_CART_MESSAGES, OFFER_CART_MESSAGES } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/product-factory';
import { renderApp } from '../../test/render-app';
import { resetSession, signInAs } from '../../test/session';
import { CATEGORIES } from '../catalog/catalog-test-server';
import {
  holdRequests,
  makeOffer,
  stubShopping,
  type FakeShoppingOptions,
} from './shopping-test-server';

function products() {
  const romper = makeProduct({
    name: 'Bunny Romper',
    price: 1299,
    discountPrice: 999,
    category: { ...CATEGORIES.boys },
    sizes: [
      { size: '0-3M', stock: 3 },
      { size: '3-6M', stock: 12 },
    ],
  });
  const frock = makeProduct({
    name: 'Sunny Frock',
    price: 500,
    category: { ...CATEGORIES.girls },
    sizes: [{ size: '2-3Y', stock: 10 }],
  });
  return { romper, frock };
}

/** The shop with a romper line (2 of 0-3M) and a frock line (1), signed in, on /cart. */
function openCart(extra: Partial<FakeShoppingOptions> = {}, { romper, frock } = products()) {
  const fake = stubShopping({
    products: [romper, frock],
    lines: [
      { productId: romper._id, size: '0-3M', quantity: 2 },
      { productId: frock._id, size: '2-3Y', quantity: 1 },
    ],
    ...extra,
  });
  signInAs();
  const view = renderApp('/cart');
  return { ...fake, ...view, romper, frock };
}

async function line(name: string) {
  const item = (await screen.findByRole('heading', { level: 3, name })).closest('li');
  if (!item) throw new Error(`No line for ${name}`);
  return within(item);
}

function summary() {
  return within(screen.getByRole('region', { name: 'Order Summary' }));
}

beforeEach(() => {
  resetSession();
  // Toasts outlive a test (sonner keeps them in one module): start each test without them.
  toast.dismiss();
});

describe('the cart page', () => {
  it('lists the lines with size, prices, stock left and line totals, and the summary', async () => {
    openCart();
    await waitFor(() => expect(document.title).toBe('Cart · Little Loom'));

    const romper = await line('Bunny Romper');
    expect(romper.getByText('0-3M')).toBeInTheDocument();
    expect(romper.getByText('₹999.00', { exact: false })).toBeInTheDocument();
    expect(romper.getByText('₹1,299.00', { exact: false }).closest('s')).not.toBeNull();
    expect(romper.getByText('Only 3 left')).toBeInTheDocument();
    expect(romper.getByText('₹1,998.00', { exact: false })).toBeInTheDocument();
    expect(
      romper.getByRole('group', { name: 'Quantity of Bunny Romper, size 0-3M' }),
    ).toHaveTextContent('2');

    const totals = summary();
    expect(totals.getByText('Subtotal (3 items)').nextElementSibling).toHaveTextContent(
      '₹2,498.00',
    );
    expect(totals.getByText('Discount').nextElementSibling).toHaveTextContent('₹0.00');
    expect(totals.getByText('Delivery').nextElementSibling).toHaveTextContent('₹50.00');
    expect(totals.getByText('Total').nextElementSibling).toHaveTextContent('₹2,548.00');
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('names two colours of one style apart, in the lines and their buttons', async () => {
    const frock = (name: string, hex: string) =>
      makeProduct({
        name: 'Blossom Puff-Sleeve Frock',
        price: 700,
        category: { ...CATEGORIES.girls },
        sizes: [{ size: '2-3Y', stock: 10 }],
        colour: { name, hex },
      });
    const rose = frock('Rose', '#d9667f');
    const sky = frock('Sky', '#7fb3e6');
    stubShopping({
      products: [rose, sky],
      lines: [
        { productId: rose._id, size: '2-3Y', quantity: 1 },
        { productId: sky._id, size: '2-3Y', quantity: 1 },
      ],
    });
    signInAs();
    renderApp('/cart');

    const roseLine = await line('Blossom Puff-Sleeve Frock — Rose');
    expect(
      roseLine.getByRole('button', { name: 'Remove Blossom Puff-Sleeve Frock — Rose, size 2-3Y' }),
    ).toBeInTheDocument();
    expect(await line('Blossom Puff-Sleeve Frock — Sky')).toBeTruthy();
  });

  it('treats a 404 cart as an empty cart, and Checkout says "Cart is Empty"', async () => {
    stubShopping({ products: [] });
    signInAs();
    const user = userEvent.setup();
    renderApp('/cart');

    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/collection',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const dialog = screen.getByRole('alertdialog', { name: CART_MESSAGES.empty });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('goes to /checkout from a cart with something in it', async () => {
    const { router } = openCart();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('offers Retry when the cart cannot be read', async () => {
    openCart({ cartStatus: 500 });
    expect(await screen.findByText('The cart is resting')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('steps the quantity through the server, which sets the totals and the badge', async () => {
    const { calls, romper } = openCart();
    const user = userEvent.setup();
    const romperLine = await line('Bunny Romper');

    await user.click(romperLine.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() =>
      expect(romperLine.getByRole('group', { name: /Quantity of/ })).toHaveTextContent('3'),
    );
    expect(calls('/api/user/cart/update').map((call) => call.body)).toEqual([
      { productId: romper._id, size: '0-3M', quantity: 3 },
    ]);
    expect(summary().getByText('Total').nextElementSibling).toHaveTextContent('₹3,547.00');
    expect(screen.getByRole('link', { name: 'Cart, 4 items' })).toBeInTheDocument();

    await user.click(romperLine.getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() =>
      expect(romperLine.getByRole('group', { name: /Quantity of/ })).toHaveTextContent('2'),
    );
  });

  it('keeps − at one, and opens "Insufficient Stock" when + passes the size\'s stock', async () => {
    const { romper, frock } = products();
    stubShopping({
      products: [romper, frock],
      lines: [
        { productId: romper._id, size: '0-3M', quantity: 3 },
        { productId: frock._id, size: '2-3Y', quantity: 1 },
      ],
    });
    signInAs();
    const user = userEvent.setup();
    renderApp('/cart');

    const frockLine = await line('Sunny Frock');
    expect(frockLine.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();

    const romperLine = await line('Bunny Romper');
    await user.click(romperLine.getByRole('button', { name: 'Increase quantity' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Insufficient Stock' });
    expect(dialog).toHaveAccessibleDescription('The quantity exceeds the available stock.');
    expect(romperLine.getByRole('group', { name: /Quantity of/ })).toHaveTextContent('3');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens "Quantity Limit Reached" when two sizes of one product would pass 5', async () => {
    const { romper } = products();
    stubShopping({
      products: [romper],
      lines: [
        { productId: romper._id, size: '0-3M', quantity: 2 },
        { productId: romper._id, size: '3-6M', quantity: 3 },
      ],
    });
    signInAs();
    const user = userEvent.setup();
    renderApp('/cart');

    const group = await screen.findByRole('group', {
      name: 'Quantity of Bunny Romper, size 3-6M',
    });
    await user.click(within(group).getByRole('button', { name: 'Increase quantity' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Quantity Limit Reached' }),
    ).toHaveAccessibleDescription('You can only add up to 5 units of a product.');
    expect(group).toHaveTextContent('3');
  });

  it('shows the wait on the pressed stepper while its request runs', async () => {
    openCart();
    const release = holdRequests('/api/user/cart/update');
    const user = userEvent.setup();
    const romperLine = await line('Bunny Romper');

    await user.click(romperLine.getByRole('button', { name: 'Increase quantity' }));
    const more = romperLine.getByRole('button', { name: 'Increase quantity' });
    await waitFor(() => expect(more).toHaveAttribute('aria-busy', 'true'));
    expect(more).toBeDisabled();
    expect(romperLine.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    release();
    await waitFor(() => expect(more).not.toHaveAttribute('aria-busy'));
  });

  it("removes a line, with the server's toast", async () => {
    openCart();
    const user = userEvent.setup();
    const frockLine = await line('Sunny Frock');
    await user.click(frockLine.getByRole('button', { name: 'Remove Sunny Frock, size 2-3Y' }));

    expect(await screen.findByText(CART_MESSAGES.removed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Sunny Frock' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('clears the cart only after the confirmation', async () => {
    const { calls } = openCart();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clear cart' }));

    let dialog = screen.getByRole('dialog', { name: 'Clear your cart?' });
    expect(dialog).toHaveAccessibleDescription(
      'All 3 items in your cart will be taken out. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls('/api/user/cart/clear/00000000-0000-4000-8000-00000000a5a1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Clear cart' }));
    dialog = screen.getByRole('dialog', { name: 'Clear your cart?' });
    await user.click(within(dialog).getByRole('button', { name: 'Clear cart' }));

    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(await screen.findByText(CART_MESSAGES.cleared)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });

  it('toasts what the cart changed on its own', async () => {
    openCart({ notices: [CART_MESSAGES.itemsRemoved] });
    expect(await screen.findByText(CART_MESSAGES.itemsRemoved)).toBeInTheDocument();
  });
});

describe('coupons', () => {
  it("asks for a code when empty, shows the server's refusal, and applies and removes one", async () => {
    const { calls } = openCart();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Coupon code');

    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(screen.getByRole('alert')).toHaveTextContent(COUPON_CART_MESSAGES.codeRequired);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(COUPON_CART_MESSAGES.codeRequired);
    expect(calls('/api/user/cart/apply-coupon')).toHaveLength(0);

    await user.type(field, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COUPON_CART_MESSAGES.invalid);

    await user.clear(field);
    await user.type(field, 'welcome10');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText(COUPON_CART_MESSAGES.applied)).toBeInTheDocument();
    expect(screen.getByText('Coupon WELCOME10')).toBeInTheDocument();
    expect(field).toHaveValue('');
    // 10% of ₹2,498.00.
    expect(summary().getByText('Discount').nextElementSibling).toHaveTextContent('₹249.80');
    expect(summary().getByText('Total').nextElementSibling).toHaveTextContent('₹2,298.20');

    await user.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect(await screen.findByText(COUPON_CART_MESSAGES.removed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Coupon WELCOME10')).not.toBeInTheDocument());
    expect(summary().getByText('Discount').nextElementSibling).toHaveTextContent('₹0.00');
  });
});

describe('offers', () => {
  it('lists only the offers that fit a line, and asks for one before applying', async () => {
    const { romper, frock } = products();
    const boys = makeOffer({
      type: 'category',
      offerDescription: 'Boys week',
      discount: 20,
      categoryId: CATEGORIES.boys._id,
      category: { ...CATEGORIES.boys },
    });
    const footwear = makeOffer({
      type: 'category',
      offerDescription: 'Shoe sale',
      categoryId: CATEGORIES.footwear._id,
      category: { ...CATEGORIES.footwear },
    });
    const otherProduct = makeOffer({
      type: 'product',
      offerDescription: 'Hat day',
      productId: 'someone-else',
      product: { _id: 'someone-else', name: 'Sun Hat' },
    });
    const frockOffer = makeOffer({
      type: 'product',
      offerDescription: 'Frock favourite',
      discount: 15,
      productId: frock._id,
      product: { _id: frock._id, name: frock.name },
    });
    const { calls } = openCart(
      { offers: [boys, footwear, otherProduct, frockOffer] },
      { romper, frock },
    );
    const user = userEvent.setup();

    const list = within(await screen.findByRole('group', { name: 'Available Offers' }));
    expect(list.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Boys week'),
      expect.stringContaining('Frock favourite'),
    ]);
    expect(list.getByText('20% off on everything in Boys')).toBeInTheDocument();
    expect(list.getAllByText('Ends 31 Dec 2026')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Apply offer' }));
    expect(screen.getByRole('alert')).toHaveTextContent(OFFER_CART_MESSAGES.required);
    expect(calls('/api/user/cart/apply-offer')).toHaveLength(0);

    await user.click(list.getByRole('radio', { name: /Boys week/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply offer' }));
    expect(await screen.findByText(OFFER_CART_MESSAGES.applied)).toBeInTheDocument();
    expect(calls('/api/user/cart/apply-offer').map((call) => call.body)).toEqual([
      { offerId: boys._id },
    ]);
    // 20% of the romper line only (₹1,998.00).
    expect(summary().getByText('Discount').nextElementSibling).toHaveTextContent('₹399.60');
    expect(screen.getByText('Offer: Boys week')).toBeInTheDocument();

    // The server refuses a coupon beside an offer; its reason shows under the field.
    await user.type(screen.getByLabelText('Coupon code'), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COUPON_CART_MESSAGES.withOffer);

    await user.click(screen.getByRole('button', { name: 'Remove offer' }));
    expect(await screen.findByText(OFFER_CART_MESSAGES.removed)).toBeInTheDocument();
  });

  it('says "No applicable offers found." when none fits', async () => {
    const footwear = makeOffer({
      type: 'category',
      categoryId: CATEGORIES.footwear._id,
      category: { ...CATEGORIES.footwear },
    });
    openCart({ offers: [footwear] });
    expect(await screen.findByText(OFFER_CART_MESSAGES.noneApplicable)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
