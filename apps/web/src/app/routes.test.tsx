import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../test/fetch-stub';
import { makeProduct, makeProductPage } from '../test/product-factory';
import { renderApp } from '../test/render-app';

function stubProducts() {
  const products = [
    makeProduct({ name: 'Bunny Romper' }),
    makeProduct({ name: 'Striped Tee' }),
    makeProduct({ name: 'Sunny Dress' }),
  ];
  return stubFetch((url) => {
    if (url.pathname === '/api/products/suggestions') {
      return jsonResponse({ success: true, products: [], categories: [], brands: [] });
    }
    const search = (url.searchParams.get('search') ?? '').toLowerCase();
    const found = products.filter((p) => p.name.toLowerCase().includes(search));
    return jsonResponse(makeProductPage(found));
  });
}

describe('routes', () => {
  it('shows the 404 page with a way home for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('frames pages with the footer: links, contact details and copyright', async () => {
    renderApp('/no/such/page');
    const footer = await screen.findByRole('contentinfo');
    expect(
      await within(footer).findByText('© 2026 Little Loom. All rights reserved.'),
    ).toBeVisible();
    expect(within(footer).getByRole('link', { name: /\+91-80-4567-1234/ })).toHaveAttribute(
      'href',
      'tel:+918045671234',
    );
    expect(within(footer).getByRole('link', { name: /hello@littleloom\.in/ })).toHaveAttribute(
      'href',
      'mailto:hello@littleloom.in',
    );
    expect(within(footer).getByRole('link', { name: 'Collection' })).toHaveAttribute(
      'href',
      '/collection',
    );
  });

  it('lists products from the API on /collection under "All Collections"', async () => {
    const fetchMock = stubProducts();
    renderApp('/collection');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Collections' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Bunny Romper/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sunny Dress/ })).toBeInTheDocument();
    const [url] = requestedUrls(fetchMock);
    expect(url?.pathname).toBe('/api/products');
    expect(url?.searchParams.get('limit')).toBe('9');
  });
});

describe('header', () => {
  it('has the four main links, with the current page marked', async () => {
    stubProducts();
    renderApp('/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'HOME',
      'COLLECTION',
      'ABOUT',
      'CONTACT',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/collection',
      '/about',
      '/contact',
    ]);
    expect(within(nav).getByRole('link', { name: 'ABOUT' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('names its icon links and buttons', async () => {
    stubProducts();
    renderApp('/about');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes the search button from another page to the collection with the search bar open', async () => {
    const fetchMock = stubProducts();
    const user = userEvent.setup();
    const { router } = renderApp('/about');

    await user.click(await screen.findByRole('button', { name: 'Search' }));

    const input = await screen.findByRole('combobox', { name: 'Search products' });
    expect(router.state.location.pathname).toBe('/collection');
    // The bar takes focus once the collection has drawn it, which a busy machine may delay.
    await waitFor(() => expect(input).toHaveFocus());

    await user.type(input, 'dress');
    await waitFor(() => expect(router.state.location.search).toBe('?search=dress'));
    await waitFor(() =>
      expect(requestedUrls(fetchMock).some((u) => u.searchParams.get('search') === 'dress')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('1 found for “dress”')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Bunny Romper/ })).not.toBeInTheDocument();
  });

  it('toggles the search bar on the collection page, and closing it drops the search', async () => {
    stubProducts();
    const user = userEvent.setup();
    const { router } = renderApp('/collection?search=tee');

    expect(await screen.findByRole('combobox', { name: 'Search products' })).toHaveValue('tee');
    await user.click(screen.getByRole('button', { name: 'Hide search' }));
    expect(screen.queryByRole('combobox', { name: 'Search products' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('combobox', { name: 'Search products' })).toHaveValue('');
  });

  it('gives the search box one clear button, Close search, not a second browser cross', async () => {
    stubProducts();
    const user = userEvent.setup();
    const { router } = renderApp('/collection?search=tee');

    const input = await screen.findByRole('combobox', { name: 'Search products' });
    const bar = within(screen.getByRole('search'));
    expect(bar.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Close search',
    ]);
    // The browser's own clear button is drawn in the field's ::-webkit-search-cancel-button.
    expect(input).toHaveClass('[&::-webkit-search-cancel-button]:hidden');

    // Escape empties the field first (the bar stays, ready for another word), then closes it.
    input.focus();
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    await waitFor(() => expect(router.state.location.search).toBe('?search='));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Search products' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens the mobile menu with the same links and closes it on Escape', async () => {
    stubProducts();
    const user = userEvent.setup();
    renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Menu' });

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(2);

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });
});
