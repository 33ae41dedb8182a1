import { PAYMENT_MESSAGES, type PlacedOrder } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { resetSession, signInAs } from '../../test/session';
import { stubCheckout } from '../checkout/checkout-test-server';
import {
  deliveredLine,
  makeOrder,
  makeOrderLine,
  openOrders as openOn,
} from './orders-test-server';

const FAILED = makeOrder({
  _id: '00000000-0000-4000-8000-00000000o002',
  orderNumber: 'LL-2611-00009',
  paymentStatus: 'Failed',
  finalPrice: 649.5,
  totalQuantity: 1,
  createdAt: '2026-11-22T10:00:00.000Z',
});
const COD = makeOrder({
  _id: '00000000-0000-4000-8000-00000000o003',
  orderNumber: 'LL-2611-00008',
  paymentStatus: 'Pending',
  paymentMethod: 'COD',
  finalPrice: 450,
  createdAt: '2026-11-21T10:00:00.000Z',
});
const PAID = makeOrder({ items: [deliveredLine(), deliveredLine()] });

const openOrders = (orders: PlacedOrder[] = [FAILED, COD, PAID]) => openOn('/orders', orders);

/** `count` orders, newest first, numbered down from LL-2611-00100. */
const manyOrders = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeOrder({
      _id: `00000000-0000-4000-8000-0000000m${String(index).padStart(4, '0')}`,
      orderNumber: `LL-2611-${String(100 - index).padStart(5, '0')}`,
      items: [makeOrderLine()],
    }),
  );

/** The orders' headings, in the page's own content (the footer has headings too). */
const orderHeadings = () => within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });

async function orderRow(number: string) {
  const heading = await screen.findByRole('heading', { name: `Order ${number}` });
  return within(heading.closest('li')!);
}

beforeEach(() => {
  resetSession();
  toast.dismiss();
});

describe('the orders list (/orders)', () => {
  it('lists number, date, status, total, payment method and state, newest first, with Retry Payment only when Failed', async () => {
    openOrders();
    await waitFor(() => expect(document.title).toBe('My Orders · Little Loom'));
    await screen.findByRole('heading', { name: 'Order LL-2611-00009' });
    expect(orderHeadings().map((heading) => heading.textContent)).toEqual([
      'Order LL-2611-00009',
      'Order LL-2611-00008',
      'Order LL-2611-00007',
    ]);

    const failed = await orderRow('LL-2611-00009');
    expect(failed.getByText(/Placed on 22 Nov 2026/)).toBeInTheDocument();
    expect(failed.getByText('₹649.50')).toBeInTheDocument();
    expect(failed.getByText('Card / UPI')).toBeInTheDocument();
    expect(failed.getByText('Failed')).toBeInTheDocument();
    expect(failed.getByText('In progress')).toBeInTheDocument();
    expect(failed.getByRole('button', { name: 'Retry Payment' })).toHaveAccessibleDescription(
      'Order LL-2611-00009',
    );

    const cod = await orderRow('LL-2611-00008');
    expect(cod.getByText('Cash on Delivery')).toBeInTheDocument();
    expect(cod.getByText('Pending')).toBeInTheDocument();
    expect(cod.queryByRole('button', { name: 'Retry Payment' })).not.toBeInTheDocument();
    const paid = await orderRow('LL-2611-00007');
    expect(paid.getByText('Delivered')).toBeInTheDocument();
    expect(paid.queryByRole('button')).not.toBeInTheDocument();
    expect(paid.getByRole('link', { name: 'View details' })).toHaveAttribute(
      'href',
      `/orders/${PAID._id}`,
    );
  });

  it('asks the server for 10 orders a page, and moves between pages with Previous and Next', async () => {
    const { requests, user, router } = openOrders(manyOrders(12));
    expect(await screen.findByRole('heading', { name: 'Order LL-2611-00100' })).toBeInTheDocument();
    expect(orderHeadings()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    const [first] = requests('/api/user/orders');
    expect(Object.fromEntries(first!.url.searchParams)).toEqual({ page: '1', limit: '10' });

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Order LL-2611-00089' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(orderHeadings().map((h) => h.textContent)).toEqual([
      'Order LL-2611-00090',
      'Order LL-2611-00089',
    ]);
    expect(requests('/api/user/orders').at(-1)!.url.searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('link', { name: 'Previous page' }));
    expect(await screen.findByRole('heading', { name: 'Order LL-2611-00100' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens on the page the URL names, and a page past the end shows the last one', async () => {
    const { router } = openOn('/orders?page=7', manyOrders(12));
    expect(await screen.findByRole('heading', { name: 'Order LL-2611-00090' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('says what to do when there are no orders yet', async () => {
    openOrders([]);
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/collection',
    );
  });

  it('retries a failed payment with a new gateway order, and lands on the order-placed page once paid', async () => {
    const { calls, user } = openOrders();
    const failed = await orderRow('LL-2611-00009');
    await user.click(failed.getByRole('button', { name: 'Retry Payment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    expect(calls('/api/user/retry-payment').map((call) => call.body)).toEqual([
      { orderId: FAILED._id },
    ]);
    expect(failed.getByRole('button', { name: 'Retrying…' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹649.50' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your order is placed.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('LL-2611-00009')).toBeInTheDocument();
    expect(calls('/api/payments/simulator/pay')[0]?.body).toEqual({
      razorpay_order_id: 'order_sim_1',
    });
    expect(calls('/api/user/orders/verify-payment')[0]?.body).toMatchObject({
      razorpay_order_id: 'order_sim_1',
    });
  });

  it("says 'Retrying payment failed' with the server's reason when the retry is refused", async () => {
    const { user, state } = openOrders();
    const failed = await orderRow('LL-2611-00009');
    // Paid meanwhile, elsewhere: the server refuses a retry.
    state.orders[0]!.paymentStatus = 'Paid';
    await user.click(failed.getByRole('button', { name: 'Retry Payment' }));
    expect(await screen.findByText(PAYMENT_MESSAGES.retryFailed)).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.retryNotAllowed)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Test payment' })).not.toBeInTheDocument();
  });

  it('offers no Retry Payment when the shop takes no card payments', async () => {
    openOn('/orders', [FAILED, PAID], { paymentProvider: null });
    const failed = await orderRow('LL-2611-00009');
    expect(failed.getByText('Failed')).toBeInTheDocument();
    await waitFor(() =>
      expect(failed.queryByRole('button', { name: 'Retry Payment' })).not.toBeInTheDocument(),
    );
    expect(failed.getByRole('link', { name: 'View details' })).toBeInTheDocument();
  });

  it("shows 'Failed to fetch order history' with Retry when the list cannot be read", async () => {
    stubCheckout({ products: [], ordersStatus: 500 });
    signInAs();
    renderApp('/orders');
    expect(await screen.findByText('Failed to fetch order history')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
