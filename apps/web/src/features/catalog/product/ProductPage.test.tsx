import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@littleloom/shared';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../../../test/fetch-stub';
import { makeProduct } from '../../../test/product-factory';
import { renderApp } from '../../../test/render-app';
import { CATEGORIES, stubCatalogue } from '../catalog-test-server';

function shop(romperChanges: Partial<Product> = {}) {
  const romper = makeProduct({
    name: 'Bunny Romper',
    brand: 'Babyhug',
    description: 'Soft cotton romper with bunny ears.',
    price: 1299,
    discountPrice: 999,
    category: { ...CATEGORIES.boys },
    sizes: [
      { size: '0-3M', stock: 3 },
      { size: '3-6M', stock: 12 },
      { size: '6-9M', stock: 0 },
    ],
    images: [
      { url: '/uploads/a-lg.webp', thumbnailUrl: '/uploads/a-sm.webp', public_id: 'a' },
      { url: '/uploads/b-lg.webp', thumbnailUrl: '/uploads/b-sm.webp', public_id: 'b' },
    ],
    ...romperChanges,
  });
  const others = Array.from({ length: 6 }, (_, index) =>
    makeProduct({ name: `Boys Tee ${index + 1}`, category: { ...CATEGORIES.boys } }),
  );
  const elsewhere = makeProduct({ name: 'Girls Frock', category: { ...CATEGORIES.girls } });
  // The romper sits in the middle of its category's first page, as the server would return it.
  const products = [others[0]!, others[1]!, romper, ...others.slice(2), elsewhere];
  const fetchMock = stubCatalogue({ products });
  return { romper, fetchMock };
}

describe('product page', () => {
  it('shows the breadcrumb, the name, brand, description and the sale price before the struck one', async () => {
    const { romper } = shop();
    renderApp(`/product/${romper._id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bunny Romper' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Babyhug')).toBeInTheDocument();
    expect(screen.getByText('Soft cotton romper with bunny ears.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Bunny Romper · Little Loom'));

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/collection',
      `/collection?category=${CATEGORIES.boys._id}`,
    ]);
    expect(crumbs.getByText('Bunny Romper')).toHaveAttribute('aria-current', 'page');

    const struck = document.querySelector('main s');
    expect(struck).toHaveTextContent('₹1,299.00');
    const line = struck?.parentElement?.textContent ?? '';
    expect(line.indexOf('₹999.00')).toBeGreaterThanOrEqual(0);
    expect(line.indexOf('₹999.00')).toBeLessThan(line.indexOf('₹1,299.00'));
    expect(screen.getByText('₹999.00').closest('span')).toHaveClass('text-coral-strong');

    // A sale without an end says nothing of one.
    expect(screen.queryByText(/Sale ends/)).toBeNull();

    // No review yet: no stars, and no made-up figure.
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
  });

  it('says under the sale price the sale’s last day, in the shop’s calendar', async () => {
    // Midnight starting 1 December in India: the sale holds through 30 November.
    const { romper } = shop({ saleEndsAt: '2026-11-30T18:30:00.000Z' });
    renderApp(`/product/${romper._id}`);

    const note = await screen.findByText('Sale ends 30 Nov');
    expect(note.previousElementSibling).toHaveTextContent('₹999.00');
  });

  it('says no sale end once the sale price is gone', async () => {
    const { romper } = shop({ discountPrice: null, saleEndsAt: '2026-11-30T18:30:00.000Z' });
    renderApp(`/product/${romper._id}`);

    expect(await screen.findByText('₹1,299.00')).toBeInTheDocument();
    expect(screen.queryByText(/Sale ends/)).toBeNull();
  });

  it('shows the stock of each size, and a sold-out size disabled with its reason', async () => {
    const { romper } = shop();
    const user = userEvent.setup();
    renderApp(`/product/${romper._id}`);

    const sizes = within(await screen.findByRole('group', { name: 'Size' }));
    const small = sizes.getByRole('button', { name: /^0-3M/ });
    expect(small).toHaveTextContent('3 left');
    expect(small).toBeEnabled();
    expect(sizes.getByRole('button', { name: /^3-6M/ })).toHaveTextContent('12 left');

    const soldOut = sizes.getByRole('button', { name: /^6-9M/ });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveTextContent('Sold out');
    expect(soldOut).not.toHaveTextContent('left');

    expect(small).toHaveAttribute('aria-pressed', 'false');
    await user.click(small);
    expect(small).toHaveAttribute('aria-pressed', 'true');
    await user.click(soldOut);
    expect(soldOut).not.toHaveAttribute('aria-pressed');

    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to Wishlist' })).toBeEnabled();
  });

  it('switches the large picture from the thumbnails, which say which one is shown', async () => {
    const { romper } = shop();
    const user = userEvent.setup();
    renderApp(`/product/${romper._id}`);

    const large = await screen.findByRole('img', { name: 'Bunny Romper' });
    expect(large).toHaveAttribute('src', '/uploads/a-lg.webp');
    expect(large).toHaveAttribute('width', '1000');
    expect(large).toHaveAttribute('height', '1000');

    const first = screen.getByRole('button', { name: 'Show picture 1 of 2' });
    const second = screen.getByRole('button', { name: 'Show picture 2 of 2' });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('img', { name: 'Bunny Romper, picture 2 of 2' })).toHaveAttribute(
      'src',
      '/uploads/b-lg.webp',
    );
  });

  it('shows up to five related products from the same category, never itself', async () => {
    const { romper, fetchMock } = shop();
    renderApp(`/product/${romper._id}`);

    const related = await screen.findByRole('region', { name: 'Related Products' });
    await within(related).findByText('Boys Tee 1');
    const names = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Boys Tee 1', 'Boys Tee 2', 'Boys Tee 3', 'Boys Tee 4', 'Boys Tee 5']);
    expect(names).not.toContain('Bunny Romper');

    const query = requestedUrls(fetchMock).find((url) => url.pathname === '/api/products');
    expect(query?.searchParams.get('category')).toBe(CATEGORIES.boys._id);
    expect(query?.searchParams.get('limit')).toBe('6');
  });

  it('says "Product not found." with a way back to the collection for an unknown id', async () => {
    shop();
    renderApp('/product/00000000-0000-4000-8000-999999999999');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the collection' })).toHaveAttribute(
      'href',
      '/collection',
    );
  });

  it('offers Retry when the product cannot be loaded', async () => {
    const product = makeProduct({ name: 'Sunny Dress' });
    let failing = true;
    stubFetch((url) => {
      if (failing) return jsonResponse({ success: false, message: 'Database is resting' }, 503);
      if (url.pathname === `/api/products/${product._id}`) {
        return jsonResponse({ success: true, product });
      }
      return jsonResponse({ success: true, products: [], total: 0, page: 1, pages: 0 });
    });
    const user = userEvent.setup();
    renderApp(`/product/${product._id}`);

    expect(await screen.findByText('Database is resting')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunny Dress' }),
    ).toBeInTheDocument();
  });
});
