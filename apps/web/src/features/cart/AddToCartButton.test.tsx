import { CART_MESSAGES, MSG } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/product-factory';
import { renderApp } from '../../test/render-app';
import { resetSession, signInAs } from '../../test/session';
import { holdRequests, stubLoginOnTop, stubShopping } from './shopping-test-server';

function romper() {
  return makeProduct({
    name: 'Bunny Romper',
    price: 1299,
    discountPrice: 999,
    sizes: [
      { size: '0-3M', stock: 3 },
      { size: '3-6M', stock: 12 },
      { size: '6-9M', stock: 0 },
    ],
  });
}

beforeEach(() => {
  resetSession();
  // Toasts outlive a test (sonner keeps them in one module): start each test without them.
  toast.dismiss();
});

describe('Add to Cart on the product page', () => {
  it('asks for a size next to the sizes before sending anything', async () => {
    const product = romper();
    const { calls } = stubShopping({ products: [product] });
    signInAs();
    const user = userEvent.setup();
    renderApp(`/product/${product._id}`);

    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText(MSG.selectSize)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('group', { name: 'Size' })).toHaveAccessibleDescription(MSG.selectSize);
    expect(calls('/api/user/cart/add')).toHaveLength(0);

    // Choosing a size takes the message away.
    await user.click(screen.getByRole('button', { name: /^3-6M/ }));
    expect(screen.queryByText(MSG.selectSize)).not.toBeInTheDocument();
  });

  it('adds one of the chosen size, toasts the server, and the cart badge follows', async () => {
    const product = romper();
    const { calls } = stubShopping({ products: [product] });
    signInAs();
    const user = userEvent.setup();
    renderApp(`/product/${product._id}`);

    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /^3-6M/ }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(await screen.findByText(CART_MESSAGES.added)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(calls('/api/user/cart/add').map((call) => call.body)).toEqual([
      { productId: product._id, size: '3-6M', quantity: 1 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('shows the wait on the button while the request runs', async () => {
    const product = romper();
    stubShopping({ products: [product] });
    const release = holdRequests('/api/user/cart/add');
    signInAs();
    const user = userEvent.setup();
    renderApp(`/product/${product._id}`);

    await user.click(await screen.findByRole('button', { name: /^0-3M/ }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const waiting = await screen.findByRole('button', { name: 'Adding…' });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it("opens the spec's dialog when the server refuses the quantity", async () => {
    const product = romper();
    stubShopping({
      products: [product],
      lines: [
        { productId: product._id, size: '0-3M', quantity: 2 },
        { productId: product._id, size: '3-6M', quantity: 3 },
      ],
    });
    signInAs();
    const user = userEvent.setup();
    renderApp(`/product/${product._id}`);

    await user.click(await screen.findByRole('button', { name: /^3-6M/ }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Quantity Limit Reached' });
    expect(dialog).toHaveAccessibleDescription('You can only add up to 5 units of a product.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
  });

  it('sends a guest to /login and back to the product after signing in', async () => {
    const product = romper();
    const { calls, user: shopper } = stubShopping({ products: [product] });
    const fetchLogin = stubLoginOnTop(shopper);
    const user = userEvent.setup();
    const { router } = renderApp(`/product/${product._id}`);

    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: `/product/${product._id}` });
    expect(calls('/api/user/cart/add')).toHaveLength(0);

    await user.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${product._id}`));
    expect(fetchLogin()).toBe(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bunny Romper' }),
    ).toBeInTheDocument();
  });
});
