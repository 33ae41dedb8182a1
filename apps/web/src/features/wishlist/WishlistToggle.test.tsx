import { WISHLIST_MESSAGES } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/product-factory';
import { renderApp } from '../../test/render-app';
import { resetSession, signInAs } from '../../test/session';
import { CATEGORIES } from '../catalog/catalog-test-server';
import { stubShopping } from '../cart/shopping-test-server';

function shop() {
  const romper = makeProduct({ name: 'Bunny Romper', category: { ...CATEGORIES.boys } });
  const tee = makeProduct({ name: 'Striped Tee', category: { ...CATEGORIES.boys } });
  return { romper, tee };
}

beforeEach(() => {
  resetSession();
  // Toasts outlive a test (sonner keeps them in one module): start each test without them.
  toast.dismiss();
});

describe('the wishlist toggle on the product page', () => {
  it('adds and removes the product, and the header badge follows', async () => {
    const { romper, tee } = shop();
    const { calls } = stubShopping({ products: [romper, tee] });
    signInAs();
    const user = userEvent.setup();
    renderApp(`/product/${romper._id}`);

    await user.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByText(WISHLIST_MESSAGES.added)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove from Wishlist' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
    expect(calls('/api/user/wishlist/add').map((call) => call.body)).toEqual([
      { productId: romper._id },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove from Wishlist' }));
    expect(await screen.findByRole('button', { name: 'Add to Wishlist' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Wishlist' })).toBeInTheDocument();
    expect(calls('/api/user/wishlist/remove').map((call) => call.body)).toEqual([
      { productId: romper._id },
    ]);
  });

  it('fills the heart of a related product that is on the wishlist, and toggles it', async () => {
    const { romper, tee } = shop();
    stubShopping({ products: [romper, tee], wishlist: [tee._id] });
    signInAs();
    const user = userEvent.setup();
    renderApp(`/product/${romper._id}`);

    const related = await screen.findByRole('region', { name: 'Related Products' });
    const heart = await within(related).findByRole('button', {
      name: 'Remove Striped Tee from wishlist',
    });
    await user.click(heart);
    expect(
      await within(related).findByRole('button', { name: 'Add Striped Tee to wishlist' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Wishlist' })).toBeInTheDocument());
  });

  it('sends a guest to /login, remembering the product', async () => {
    const { romper, tee } = shop();
    const { calls } = stubShopping({ products: [romper, tee] });
    const user = userEvent.setup();
    const { router } = renderApp(`/product/${romper._id}`);

    await user.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: `/product/${romper._id}` });
    expect(calls('/api/user/wishlist/add')).toHaveLength(0);
  });
});

describe('the header badges after the session ends', () => {
  it('shows nothing of the last shopper once they log out', async () => {
    const { romper, tee } = shop();
    const { fetchMock } = stubShopping({
      products: [romper, tee],
      wishlist: [romper._id],
      lines: [{ productId: romper._id, size: '0-3M', quantity: 2 }],
    });
    signInAs();
    const user = userEvent.setup();
    const { router } = renderApp('/about');

    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Asha/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    // The cached cart and wishlist went with the session: nothing is shown, nothing is asked for.
    const cartReads = fetchMock.mock.calls.length;
    await router.navigate('/about');
    // Back from the sign-in frame the shop's layout mounts again, and the header may render twice
    // on the way: both links are checked in one settled render.
    await waitFor(
      () => {
        expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Wishlist' })).toBeInTheDocument();
      },
      { timeout: 5_000 },
    );
    const afterwards = fetchMock.mock.calls
      .slice(cartReads)
      .map(([input]) => new URL(String(input), window.location.origin).pathname);
    expect(afterwards.filter((path) => path.startsWith('/api/user/'))).toEqual([]);
  });
});
