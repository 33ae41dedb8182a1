import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../testing';
import { makeAdminOrder, makeOrderLine, stubOrdersApi } from './testing';

afterEach(() => localStorage.clear());

function fact(section: HTMLElement, label: string): HTMLElement {
  const value = within(section).getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

describe('product within an order', () => {
  it('is reached from the order and shows every line of the product, with its pictures', async () => {
    storeAdminSession();
    const small = makeOrderLine({ name: 'Cotton Romper', size: 'S', price: 499, quantity: 2 });
    const large = makeOrderLine({
      productId: small.productId,
      product: small.product,
      name: 'Cotton Romper',
      size: 'L',
      price: 549,
      trackingStatus: 'DELIVERED',
    });
    const order = makeAdminOrder({
      orderNumber: 'LL-202603-00012',
      items: [small, makeOrderLine({ name: 'Knit Booties' }), large],
    });
    stubOrdersApi([order]);
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/orders/${order._id}`);

    await user.click(
      await screen.findByRole('link', { name: 'View details of Cotton Romper (size S)' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotton Romper' })).toBeVisible();
    expect(router.state.location.pathname).toBe(
      `/admin/orders/${order._id}/products/${small.productId}`,
    );
    expect(screen.getByText(/In order LL-202603-00012/)).toBeVisible();
    expect(screen.queryByText('Knit Booties')).not.toBeInTheDocument();

    const sizeS = screen.getByRole('heading', { name: 'Size S' }).closest('section')!;
    expect(fact(sizeS, 'Name')).toHaveTextContent('Cotton Romper');
    expect(fact(sizeS, 'Price')).toHaveTextContent('₹499.00');
    expect(fact(sizeS, 'Quantity')).toHaveTextContent('2');
    expect(fact(sizeS, 'Tracking status')).toHaveTextContent('Pending');
    const sizeL = screen.getByRole('heading', { name: 'Size L' }).closest('section')!;
    expect(fact(sizeL, 'Price')).toHaveTextContent('₹549.00');
    expect(fact(sizeL, 'Tracking status')).toHaveTextContent('Delivered');

    // Both lines carry the same picture: it shows once, with its size set.
    const pictures = screen.getAllByRole('img', { name: /^Cotton Romper, picture/ });
    expect(pictures).toHaveLength(1);
    expect(pictures[0]).toHaveAttribute('src', small.product.images[0]!.url);
    expect(pictures[0]).toHaveAttribute('width', '160');

    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order LL-202603-00012' }),
    ).toBeVisible();
  });

  it('says “No images available” for a product without pictures', async () => {
    storeAdminSession();
    const line = makeOrderLine({ name: 'Cotton Romper', image: null });
    const order = makeAdminOrder({ items: [line] });
    stubOrdersApi([order]);
    renderApp(`/admin/orders/${order._id}/products/${line.productId}`);

    expect(await screen.findByText('No images available')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says “Product not found.” when the order has no such product', async () => {
    storeAdminSession();
    const order = makeAdminOrder({ orderNumber: 'LL-202603-00012' });
    stubOrdersApi([order]);
    renderApp(`/admin/orders/${order._id}/products/00000000-0000-4000-8000-000000000999`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found.' }),
    ).toBeVisible();
    expect(screen.getByText('Order LL-202603-00012 has no such product.')).toBeVisible();
  });

  it('says “Order not found.” when the order itself is missing', async () => {
    storeAdminSession();
    stubOrdersApi([]);
    renderApp(
      '/admin/orders/00000000-0000-4000-8000-000000000999/products/00000000-0000-4000-8000-000000000998',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order not found.' }),
    ).toBeVisible();
  });
});
