import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { requestedUrls } from '../../../test/fetch-stub';
import { makeProduct } from '../../../test/product-factory';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../testing';
import { stubAdminCatalogue } from './testing';

afterEach(() => localStorage.clear());

function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name, { selector: 'span' }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

async function toasts() {
  return within(await screen.findByRole('region', { name: /notifications/i }));
}

describe('product list', () => {
  it('is the admin home: every product with its picture, category, prices, stock and status', async () => {
    storeAdminSession();
    const romper = makeProduct({
      name: 'Bunny Romper',
      brand: 'Babyhug',
      category: { _id: 'c1', name: 'Infants' },
      price: 1299,
      discountPrice: 999,
      sizes: [
        { size: '0-3M', stock: 3 },
        { size: '3-6M', stock: 12 },
      ],
    });
    const gone = makeProduct({ name: 'Old Frock', deleted: true });
    const { mock } = stubAdminCatalogue({ products: [romper, gone] });
    const { router } = renderApp('/admin');

    const table = await screen.findByRole('table', { name: 'Products, newest first' });
    expect(router.state.location.pathname).toBe('/admin/products/list');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Image', 'Name', 'Category', 'Price', 'Stock', 'Status', 'Actions']);
    await within(table).findByText('Bunny Romper');

    const row = rowOf('Bunny Romper');
    expect(row).toHaveTextContent('Infants');
    expect(row).toHaveTextContent('Sale price ₹999.00');
    expect(row).toHaveTextContent('Original price ₹1,299.00');
    expect(row).toHaveTextContent('15');
    expect(row).toHaveTextContent('Active');
    expect(within(row).getByRole('link', { name: 'Edit Bunny Romper' })).toHaveAttribute(
      'href',
      `/admin/products/edit/${romper._id}`,
    );
    expect(within(row).getByRole('button', { name: 'Delete Bunny Romper' })).toBeVisible();
    // The stock figure opens the product's stock page (one link shows per width).
    const stockLinks = within(row).getAllByRole('link', { name: 'Stock of Bunny Romper: 15' });
    expect(stockLinks.length).toBeGreaterThan(0);
    for (const link of stockLinks) {
      expect(link).toHaveAttribute('href', `/admin/products/stock/${romper._id}`);
    }
    expect(row.querySelector('img')).toHaveAttribute('width', '40');

    const old = rowOf('Old Frock');
    expect(old).toHaveTextContent('Deleted');
    expect(within(old).getByRole('button', { name: 'Restore Old Frock' })).toBeVisible();
    expect(within(old).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Best sellers' })).toHaveAttribute(
      'href',
      '/admin/bestselling',
    );
    const [url] = requestedUrls(mock).filter((u) => u.pathname.startsWith('/api/admin/'));
    expect(url?.pathname).toBe('/api/admin/products/list');
    expect(url?.searchParams.get('limit')).toBe('10');
  });

  it('pages ten at a time with the page in the address, and searches', async () => {
    storeAdminSession();
    const products = Array.from({ length: 12 }, (_, i) =>
      makeProduct({
        name: `Tee ${String(i + 1).padStart(2, '0')}`,
        brand: i === 4 ? 'Hopscotch' : 'Little Loom',
      }),
    );
    const { mock } = stubAdminCatalogue({ products });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/products/list');

    await screen.findByText('Tee 01');
    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Tee 11')).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'hopscotch');
    expect(await screen.findByText('Tee 05')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Tee 11')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?search=hopscotch');
    const last = requestedUrls(mock).at(-1);
    expect(last?.searchParams.get('search')).toBe('hopscotch');
    expect(last?.searchParams.get('page')).toBe('1');
  });

  it('deletes only after a red confirmation that names the product, and can restore it', async () => {
    storeAdminSession();
    const romper = makeProduct({ name: 'Bunny Romper' });
    const { mock } = stubAdminCatalogue({ products: [romper] });
    const user = userEvent.setup();
    renderApp('/admin/products/list');

    await user.click(await screen.findByRole('button', { name: 'Delete Bunny Romper' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Bunny Romper?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveClass('bg-red-700');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Bunny Romper' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Bunny Romper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await (await toasts()).findByText('Product deleted successfully')).toBeVisible();
    const del = mock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(del?.[0])).toBe(`/api/admin/products/${romper._id}`);
    expect(rowOf('Bunny Romper')).toHaveTextContent('Deleted');

    await user.click(screen.getByRole('button', { name: 'Restore Bunny Romper' }));
    expect(await (await toasts()).findByText('Product restored successfully')).toBeVisible();
    await waitFor(() => expect(rowOf('Bunny Romper')).toHaveTextContent('Active'));
    expect(
      mock.mock.calls.some(
        ([input, init]) =>
          init?.method === 'PUT' && String(input) === `/api/admin/products/restore/${romper._id}`,
      ),
    ).toBe(true);
  });

  it('says so in the spec’s words when a delete or the list fails', async () => {
    storeAdminSession();
    let listFails = false;
    stubAdminCatalogue({
      products: [makeProduct({ name: 'Bunny Romper' })],
      override: (url, init) => {
        if (init?.method === 'DELETE') return Promise.reject(new TypeError('Failed to fetch'));
        if (listFails && url.pathname === '/api/admin/products/list') {
          return Promise.reject(new TypeError('Failed to fetch'));
        }
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/products/list');

    await user.click(await screen.findByRole('button', { name: 'Delete Bunny Romper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Bunny Romper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await (await toasts()).findByText('Failed to delete product')).toBeVisible();
    expect(rowOf('Bunny Romper')).toHaveTextContent('Active');

    listFails = true;
    renderApp('/admin/products/list?page=3');
    expect(await screen.findByText('Failed to fetch products')).toBeVisible();
  });

  it('shows each product’s colour under its name, and how many colours its style has', async () => {
    storeAdminSession();
    const style = 'style-dungarees';
    const navy = makeProduct({
      name: 'Navy Dungarees',
      colour: { name: 'Navy', hex: '#23395d' },
      styleId: style,
    });
    const pink = makeProduct({
      name: 'Pink Dungarees',
      colour: { name: 'Pink', hex: '#f29bb8' },
      styleId: style,
    });
    const yellow = makeProduct({
      name: 'Yellow Dungarees',
      colour: { name: 'Yellow', hex: '#f4c542' },
      styleId: style,
    });
    const tee = makeProduct({ name: 'Plain Tee', colour: { name: 'White', hex: '#ffffff' } });
    const sock = makeProduct({ name: 'Odd Socks' });
    stubAdminCatalogue({ products: [navy, pink, yellow, tee, sock] });
    renderApp('/admin/products/list');
    await screen.findByText('Navy Dungarees');

    // In the name cell, which every width shows (the other cells drop away on phones).
    const nameCell = (name: string) => (rowOf(name) as HTMLTableRowElement).cells[1]!;
    expect(nameCell('Navy Dungarees')).not.toHaveClass('hidden');
    const navyLine = within(nameCell('Navy Dungarees')).getByText(
      'Navy · 3 colours',
    ).parentElement!;
    expect(navyLine.querySelector('[data-colour]')).toHaveAttribute('data-colour', '#23395d');
    expect(nameCell('Pink Dungarees')).toHaveTextContent('Pink · 3 colours');

    const teeLine = within(nameCell('Plain Tee')).getByText('White').parentElement!;
    expect(teeLine).toHaveTextContent(/^White$/);
    expect(teeLine.querySelector('[data-colour]')).toHaveAttribute('data-colour', '#ffffff');
    expect(rowOf('Odd Socks').querySelector('[data-colour]')).toBeNull();
  });
});
