import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { requestedUrls } from '../../../test/fetch-stub';
import { makeProduct } from '../../../test/product-factory';
import { renderApp } from '../../../test/render-app';
import { sentBody } from '../../../test/session';
import { storeAdminSession } from '../testing';
import { stubAdminCatalogue } from './testing';

afterEach(() => localStorage.clear());

function romper() {
  return makeProduct({
    name: 'Bunny Romper',
    sizes: [
      { size: '0-3M', stock: 3 },
      { size: '3-6M', stock: 0 },
    ],
    stock: 3,
  });
}

/** The row of a size of the Bunny Romper (other products have sizes of the same names). */
function sizeRow(size: string): HTMLElement {
  const section = screen.getByRole('region', { name: 'Bunny Romper' });
  const row = within(section).getByRole('rowheader', { name: size }).closest('tr');
  if (!row) throw new Error(`no row for ${size}`);
  return row;
}

function puts(mock: ReturnType<typeof stubAdminCatalogue>['mock']) {
  return mock.mock.calls.filter(([, init]) => init?.method === 'PUT');
}

describe('stock', () => {
  it('shows six products to a page, a row per size with its stock', async () => {
    storeAdminSession();
    const products = [
      romper(),
      ...Array.from({ length: 7 }, (_, i) => makeProduct({ name: `Tee ${i + 1}` })),
    ];
    const { mock } = stubAdminCatalogue({ products });
    renderApp('/admin/products/stock');

    const section = await screen.findByRole('region', { name: 'Bunny Romper' });
    expect(within(section).getByRole('table')).toHaveAccessibleName(
      'Stock of Bunny Romper by size',
    );
    expect(section).toHaveTextContent('Total stock 3');
    expect(within(sizeRow('0-3M')).getAllByRole('cell')[0]).toHaveTextContent('3');
    expect(within(sizeRow('3-6M')).getAllByRole('cell')[0]).toHaveTextContent('0 (sold out)');
    expect(screen.getAllByRole('region', { name: /^(Bunny Romper|Tee \d)$/ })).toHaveLength(6);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 1–6 of 8 products',
    );
    const [url] = requestedUrls(mock).filter((u) => u.pathname.startsWith('/api/admin/'));
    expect(url?.pathname).toBe('/api/admin/products/list');
    expect(url?.searchParams.get('limit')).toBe('6');
  });

  it('refuses an empty or broken figure with the spec’s words and sends nothing', async () => {
    storeAdminSession();
    const { mock } = stubAdminCatalogue({ products: [romper()] });
    const user = userEvent.setup();
    renderApp('/admin/products/stock');

    await screen.findByRole('rowheader', { name: '3-6M' });
    const row = sizeRow('3-6M');
    const input = within(row).getByRole('spinbutton', {
      name: 'New stock of Bunny Romper, size 3-6M',
    });
    const update = within(row).getByRole('button', {
      name: 'Update stock of Bunny Romper, size 3-6M',
    });

    await user.click(update);
    expect(await within(row).findByText('Please enter a valid stock value')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.type(input, '2.5');
    await user.click(update);
    expect(await within(row).findByText('Please enter a valid stock value')).toBeVisible();
    expect(puts(mock)).toHaveLength(0);
  });

  it('updates a size and shows the new figure', async () => {
    storeAdminSession();
    const product = romper();
    const { mock } = stubAdminCatalogue({ products: [product] });
    const user = userEvent.setup();
    renderApp('/admin/products/stock');

    await screen.findByRole('rowheader', { name: '3-6M' });
    const row = sizeRow('3-6M');
    await user.type(within(row).getByRole('spinbutton'), '12');
    await user.click(within(row).getByRole('button', { name: /^Update stock/ }));

    const toasts = within(await screen.findByRole('region', { name: /notifications/i }));
    expect(await toasts.findByText('Stock updated successfully')).toBeVisible();
    expect(within(sizeRow('3-6M')).getAllByRole('cell')[0]).toHaveTextContent('12');
    expect(screen.getByRole('region', { name: 'Bunny Romper' })).toHaveTextContent(
      'Total stock 15',
    );
    expect(within(sizeRow('3-6M')).getByRole('spinbutton')).toHaveValue(null);
    const [put] = puts(mock);
    expect(String(put?.[0])).toBe(`/api/admin/products/update-stock/${product._id}`);
    // With the figure the page showed, so a sale made meanwhile is not written over.
    expect(sentBody(put?.[1])).toEqual({ size: '3-6M', stock: 12, expectedStock: 0 });
  });

  it('sets a size to 0, so an owner can mark it sold out by hand', async () => {
    storeAdminSession();
    const product = romper();
    const { mock } = stubAdminCatalogue({ products: [product] });
    const user = userEvent.setup();
    renderApp('/admin/products/stock');

    await screen.findByRole('rowheader', { name: '0-3M' });
    const row = sizeRow('0-3M');
    await user.type(within(row).getByRole('spinbutton'), '0');
    await user.click(within(row).getByRole('button', { name: /^Update stock/ }));

    await waitFor(() =>
      expect(within(sizeRow('0-3M')).getAllByRole('cell')[0]).toHaveTextContent('0 (sold out)'),
    );
    expect(within(sizeRow('0-3M')).getByRole('spinbutton')).toHaveValue(null);
    expect(within(sizeRow('0-3M')).queryByRole('alert')).not.toBeInTheDocument();
    expect(sentBody(puts(mock)[0]?.[1])).toEqual({ size: '0-3M', stock: 0, expectedStock: 3 });
  });

  it('says when the stock moved since the page was loaded, shows the new figure and updates from it', async () => {
    storeAdminSession();
    const product = romper();
    const { mock, state } = stubAdminCatalogue({ products: [product] });
    const user = userEvent.setup();
    renderApp('/admin/products/stock');

    await screen.findByRole('rowheader', { name: '0-3M' });
    // An order takes one while the page is open.
    state.products[0]!.sizes[0]!.stock = 2;
    const row = sizeRow('0-3M');
    await user.type(within(row).getByRole('spinbutton'), '9');
    await user.click(within(row).getByRole('button', { name: /^Update stock/ }));

    const message =
      'The stock of size 0-3M has changed to 2 since this page was loaded, so it was not updated. Please check the new figure and try again.';
    expect(await within(sizeRow('0-3M')).findByRole('alert')).toHaveTextContent(message);
    await waitFor(() =>
      expect(within(sizeRow('0-3M')).getAllByRole('cell')[0]).toHaveTextContent('2'),
    );
    expect(within(sizeRow('0-3M')).getByRole('spinbutton')).toHaveValue(9);
    expect(sentBody(puts(mock)[0]?.[1])).toEqual({ size: '0-3M', stock: 9, expectedStock: 3 });

    // Tried again, it goes against the figure now shown.
    await user.click(within(sizeRow('0-3M')).getByRole('button', { name: /^Update stock/ }));
    await waitFor(() =>
      expect(within(sizeRow('0-3M')).getAllByRole('cell')[0]).toHaveTextContent('9'),
    );
    expect(sentBody(puts(mock)[1]?.[1])).toEqual({ size: '0-3M', stock: 9, expectedStock: 2 });
    expect(state.products[0]!.sizes[0]!.stock).toBe(9);
    expect(within(sizeRow('0-3M')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Failed to update stock" when refused and "Error updating stock" when unreachable', async () => {
    storeAdminSession();
    let offline = false;
    stubAdminCatalogue({
      products: [romper()],
      override: (url, init) => {
        if (init?.method !== 'PUT') return undefined;
        if (offline) return Promise.reject(new TypeError('offline'));
        return new Response(JSON.stringify({ success: false, message: 'Product not found.' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/products/stock');

    await screen.findByRole('rowheader', { name: '0-3M' });
    const row = sizeRow('0-3M');
    await user.type(within(row).getByRole('spinbutton'), '5');
    await user.click(within(row).getByRole('button', { name: /^Update stock/ }));
    const toasts = within(await screen.findByRole('region', { name: /notifications/i }));
    expect(await toasts.findByText('Failed to update stock')).toBeVisible();
    expect(toasts.getByText('Product not found.')).toBeVisible();

    offline = true;
    await user.click(within(row).getByRole('button', { name: /^Update stock/ }));
    expect(await toasts.findByText('Error updating stock')).toBeVisible();
  });

  it('shows the failure with Retry when the products cannot be read', async () => {
    storeAdminSession();
    stubAdminCatalogue({ override: () => Promise.reject(new TypeError('offline')) });
    renderApp('/admin/products/stock');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading stock…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch products');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('searches by product name, in the address, from page 1', async () => {
    storeAdminSession();
    const products = [
      romper(),
      ...Array.from({ length: 7 }, (_, i) => makeProduct({ name: `Tee ${i + 1}` })),
    ];
    const { mock } = stubAdminCatalogue({ products });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/products/stock?page=2');
    await screen.findByRole('region', { name: 'Tee 6' });

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'bunny');

    await waitFor(() => expect(router.state.location.search).toBe('?search=bunny'));
    await waitFor(() =>
      expect(screen.getAllByRole('region', { name: /^(Bunny Romper|Tee \d)$/ })).toHaveLength(1),
    );
    expect(screen.getByRole('region', { name: 'Bunny Romper' })).toBeVisible();
    const last = requestedUrls(mock).at(-1);
    expect(last?.searchParams.get('search')).toBe('bunny');
    expect(last?.searchParams.get('page')).toBe('1');
    expect(last?.searchParams.get('limit')).toBe('6');

    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zebra');
    expect(await screen.findByText('No products match “zebra”.')).toBeVisible();
  });

  it('at /admin/products/stock/:id shows that one product’s stock, with the way to all', async () => {
    storeAdminSession();
    const bunny = romper();
    const { mock } = stubAdminCatalogue({ products: [makeProduct({ name: 'Tee 1' }), bunny] });
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/products/stock/${bunny._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
    const section = await screen.findByRole('region', { name: 'Bunny Romper' });
    expect(section).toHaveTextContent('Total stock 3');
    expect(screen.queryByRole('region', { name: 'Tee 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 - Page Not Found' })).not.toBeInTheDocument();
    expect(requestedUrls(mock).map((u) => u.pathname)).toContain(
      `/api/admin/products/${bunny._id}`,
    );
    const menu = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    expect(within(menu).getByRole('link', { name: 'Stock' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Its sizes update as on the full list.
    const input = within(sizeRow('3-6M')).getByRole('spinbutton');
    await user.type(input, '4');
    await user.click(within(sizeRow('3-6M')).getByRole('button', { name: /^Update/ }));
    await waitFor(() =>
      expect(within(sizeRow('3-6M')).getAllByRole('cell')[0]).toHaveTextContent('4'),
    );

    await user.click(screen.getByRole('link', { name: 'All products’ stock' }));
    expect(router.state.location.pathname).toBe('/admin/products/stock');
    expect(await screen.findByRole('region', { name: 'Tee 1' })).toBeVisible();
  });

  it('says so when the product of /admin/products/stock/:id cannot be found', async () => {
    storeAdminSession();
    stubAdminCatalogue({ products: [romper()] });
    renderApp('/admin/products/stock/00000000-0000-4000-8000-00000000dead');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load product details');
    expect(alert).toHaveTextContent('Product not found.');
  });
});
