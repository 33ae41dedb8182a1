import { CART_MESSAGES, MSG, WISHLIST_MESSAGES } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/product-factory';
import { renderApp } from '../../test/render-app';
import { resetSession, signInAs } from '../../test/session';
import { stubShopping } from '../cart/shopping-test-server';

function shop() {
  const romper = makeProduct({
    name: 'Bunny Romper',
    price: 1299,
    discountPrice: 999,
    sizes: [
      { size: '0-3M', stock: 3 },
      { size: '3-6M', stock: 0 },
    ],
  });
  const frock = makeProduct({ name: 'Sunny Frock', price: 500 });
  const soldOut = makeProduct({ name: 'Rain Boots', sizes: [{ size: '5', stock: 0 }] });
  return { romper, frock, soldOut };
}

function card(name: string) {
  const item = screen.getByRole('heading', { level: 2, name }).closest('li');
  if (!item) throw new Error(`No card for ${name}`);
  return within(item);
}

beforeEach(() => {
  resetSession();
  // Toasts outlive a test (sonner keeps them in one module): start each test without them.
  toast.dismiss();
});

describe('the wishlist page', () => {
  it('shows each saved product with its picture, price and link', async () => {
    const { romper, frock } = shop();
    stubShopping({ products: [romper, frock], wishlist: [romper._id, frock._id] });
    signInAs();
    renderApp('/wishlist');

    expect(await screen.findByRole('heading', { level: 2, name: 'Bunny Romper' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Wishlist · Little Loom'));
    const romperCard = card('Bunny Romper');
    expect(romperCard.getByRole('link')).toHaveAttribute('href', `/product/${romper._id}`);
    expect(romperCard.getByText('₹1,299.00', { exact: false }).closest('s')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Wishlist, 2 items' })).toBeInTheDocument();
  });

  it('says what to do when the wishlist is empty', async () => {
    stubShopping({ products: [] });
    signInAs();
    renderApp('/wishlist');
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/collection',
    );
  });

  it('removes an item, and the badge follows', async () => {
    const { romper, frock } = shop();
    stubShopping({ products: [romper, frock], wishlist: [romper._id, frock._id] });
    signInAs();
    const user = userEvent.setup();
    renderApp('/wishlist');

    await screen.findByRole('heading', { level: 2, name: 'Sunny Frock' });
    await user.click(
      card('Sunny Frock').getByRole('button', { name: 'Remove Sunny Frock from wishlist' }),
    );
    expect(await screen.findByText(WISHLIST_MESSAGES.removed)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Sunny Frock' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
  });

  it('moves an item to the cart: asks for a size, adds one, then takes it off the list', async () => {
    const { romper, frock } = shop();
    const { calls } = stubShopping({
      products: [romper, frock],
      wishlist: [romper._id, frock._id],
    });
    signInAs();
    const user = userEvent.setup();
    renderApp('/wishlist');

    await screen.findByRole('heading', { level: 2, name: 'Bunny Romper' });
    const opener = card('Bunny Romper').getByRole('button', {
      name: 'Move to cart: Bunny Romper',
    });
    await user.click(opener);
    const dialog = within(screen.getByRole('dialog', { name: 'Move to cart' }));
    expect(dialog.getByRole('button', { name: /^3-6M/ })).toBeDisabled();

    await user.click(dialog.getByRole('button', { name: 'Move to cart' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(MSG.selectSize);
    expect(calls('/api/user/cart/add')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: /^0-3M/ }));
    await user.click(dialog.getByRole('button', { name: 'Move to cart' }));

    expect(await screen.findByText(CART_MESSAGES.added)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Bunny Romper' })).not.toBeInTheDocument(),
    );
    expect(calls('/api/user/cart/add').map((call) => call.body)).toEqual([
      { productId: romper._id, size: '0-3M', quantity: 1 },
    ]);
    expect(calls('/api/user/wishlist/remove').map((call) => call.body)).toEqual([
      { productId: romper._id },
    ]);
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
    expect(screen.queryByText(WISHLIST_MESSAGES.removed)).not.toBeInTheDocument();
  });

  it('keeps the item when the cart refuses it, and says why in the dialog', async () => {
    const { romper } = shop();
    const { calls } = stubShopping({
      products: [romper],
      wishlist: [romper._id],
      lines: [{ productId: romper._id, size: '0-3M', quantity: 3 }],
    });
    signInAs();
    const user = userEvent.setup();
    renderApp('/wishlist');

    await screen.findByRole('heading', { level: 2, name: 'Bunny Romper' });
    await user.click(screen.getByRole('button', { name: 'Move to cart: Bunny Romper' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Move to cart' }));
    await user.click(dialog.getByRole('button', { name: /^0-3M/ }));
    await user.click(dialog.getByRole('button', { name: 'Move to cart' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(CART_MESSAGES.insufficientStock);
    expect(calls('/api/user/wishlist/remove')).toHaveLength(0);
  });

  it('offers nothing to move when every size is sold out', async () => {
    const { soldOut } = shop();
    stubShopping({ products: [soldOut], wishlist: [soldOut._id] });
    signInAs();
    renderApp('/wishlist');
    await screen.findByRole('heading', { level: 2, name: 'Rain Boots' });
    expect(card('Rain Boots').getByRole('button', { name: /^Sold out/ })).toBeDisabled();
  });
});
