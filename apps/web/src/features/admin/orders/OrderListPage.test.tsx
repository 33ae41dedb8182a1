import type { AdminOrder } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, requestedUrls } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../testing';
import { makeAdminParcel } from './parcels-testing';
import { makeAdminOrder, makeOrderLine, sent, stubOrdersApi } from './testing';

afterEach(() => {
  localStorage.clear();
  // Sonner keeps toasts between renders; each test starts with none.
  toast.dismiss();
});

async function toasts() {
  return within(await screen.findByRole('region', { name: /notifications/i }));
}

async function ordersTable() {
  return screen.findByRole('table', { name: 'Orders, newest first' });
}

function rowOf(orderNumber: string): HTMLElement {
  const row = screen.getByText(orderNumber).closest('tr');
  if (!row) throw new Error(`no row for ${orderNumber}`);
  return row;
}

/** The cell of `row` under the column headed `header`. */
function cellOf(row: HTMLElement, header: string): HTMLElement {
  const table = row.closest('table');
  if (!table) throw new Error('row outside a table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const cell = within(row).getAllByRole('cell')[headers.indexOf(header)];
  if (!cell) throw new Error(`no ${header} cell`);
  return cell;
}

/** The list's calls to the server (the shell asks for the shop's settings too). */
function listCalls(mock: ReturnType<typeof stubOrdersApi>['mock']): URL[] {
  return requestedUrls(mock).filter((u) => u.pathname === '/api/admin/orders');
}

const manyOrders = (count: number): AdminOrder[] =>
  Array.from({ length: count }, (_, i) =>
    makeAdminOrder({
      orderNumber: `LL-202603-${String(count - i).padStart(5, '0')}`,
      user: { name: `Parent ${count - i}`, email: `parent${count - i}@example.com` },
    }),
  );

describe('order list', () => {
  it('says "Not collected" for the payment of a cash order cancelled whole', async () => {
    storeAdminSession();
    stubOrdersApi([
      makeAdminOrder({
        orderNumber: 'LL-202603-00032',
        paymentStatus: 'Pending',
        paymentMethod: 'COD',
        items: [makeOrderLine({ trackingStatus: 'CANCELLED' })],
      }),
      makeAdminOrder({
        orderNumber: 'LL-202603-00033',
        paymentStatus: 'Pending',
        paymentMethod: 'COD',
        items: [makeOrderLine()],
      }),
    ]);
    renderApp('/admin/orders');
    await within(await ordersTable()).findByText('LL-202603-00032');
    expect(cellOf(rowOf('LL-202603-00032'), 'Payment Status')).toHaveTextContent('Not collected');
    expect(cellOf(rowOf('LL-202603-00033'), 'Payment Status')).toHaveTextContent('Pending');
  });

  it('shows each order’s customer, items, total, status and payment in the spec’s colours', async () => {
    storeAdminSession();
    const { mock: fetchMock } = stubOrdersApi([
      makeAdminOrder({
        orderNumber: 'LL-202603-00003',
        user: { name: 'Asha Rao', email: 'asha@example.com' },
        items: [
          makeOrderLine({ name: 'Cotton Romper', size: '6-12M', quantity: 2, price: 499 }),
          makeOrderLine({ name: 'Knit Booties', size: 'S', price: 299 }),
        ],
      }),
      makeAdminOrder({
        orderNumber: 'LL-202603-00002',
        items: [makeOrderLine({ trackingStatus: 'DELIVERED' })],
      }),
      makeAdminOrder({
        orderNumber: 'LL-202603-00001',
        paymentStatus: 'Refunded',
        items: [makeOrderLine({ trackingStatus: 'CANCELLED' })],
      }),
    ]);
    renderApp('/admin/orders');

    const table = await ordersTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'User', 'Items', 'Total Price', 'Status', 'Payment Status', 'Actions']);
    await within(table).findByText('LL-202603-00003');

    const asha = rowOf('LL-202603-00003');
    expect(cellOf(asha, 'User')).toHaveTextContent('Asha Raoasha@example.com');
    expect(cellOf(asha, 'Items')).toHaveTextContent('Cotton Romper (size 6-12M) × 2');
    expect(cellOf(asha, 'Items')).toHaveTextContent('Knit Booties (size S) × 1');
    // 2 × 499 + 299 + 50 delivery.
    expect(cellOf(asha, 'Total Price')).toHaveTextContent('₹1,347.00');

    const badge = (row: HTMLElement, header: string) =>
      within(cellOf(row, header)).getByText(/\w/, { selector: 'span' });
    expect(badge(asha, 'Status')).toHaveTextContent('In progress');
    expect(badge(asha, 'Status')).toHaveClass('bg-amber-50', 'text-amber-900');
    expect(badge(asha, 'Payment Status')).toHaveTextContent('Paid');
    expect(badge(asha, 'Payment Status')).toHaveClass('bg-emerald-50', 'text-emerald-800');
    // The way to pay as the shopper chose it, not the gateway's name.
    expect(cellOf(asha, 'Payment Status')).toHaveTextContent('Card / UPI');
    expect(table).not.toHaveTextContent('Razorpay');

    const delivered = rowOf('LL-202603-00002');
    expect(badge(delivered, 'Status')).toHaveTextContent('Delivered');
    expect(badge(delivered, 'Status')).toHaveClass('bg-emerald-50');

    const cancelled = rowOf('LL-202603-00001');
    expect(badge(cancelled, 'Status')).toHaveTextContent('Cancelled');
    expect(badge(cancelled, 'Status')).toHaveClass('bg-red-50', 'text-red-800');
    expect(badge(cancelled, 'Payment Status')).toHaveTextContent('Refunded');
    expect(badge(cancelled, 'Payment Status')).toHaveClass('bg-red-50');

    expect(within(asha).getByRole('link', { name: 'View order LL-202603-00003' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/orders\/[\w-]+$/),
    );
    // Nothing waits for a return or a refund here.
    expect(screen.queryByRole('button', { name: /^Approve return/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Process refund/ })).not.toBeInTheDocument();
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    const [url] = listCalls(fetchMock);
    expect(url?.searchParams.get('limit')).toBe('7');
    expect(url?.searchParams.get('page')).toBe('1');
    const [, init] =
      fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/admin/orders')) ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer .+\..+\..+$/);
  });

  it('pages through seven at a time with the page in the address', async () => {
    storeAdminSession();
    const { mock: fetchMock } = stubOrdersApi(manyOrders(9));
    const user = userEvent.setup();
    const { router } = renderApp('/admin/orders');

    await screen.findByText('LL-202603-00009');
    expect(screen.getAllByRole('link', { name: /^View order/ })).toHaveLength(7);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 1 of 2')).toBeVisible();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('LL-202603-00002')).toBeVisible();
    expect(screen.getAllByRole('link', { name: /^View order/ })).toHaveLength(2);
    expect(router.state.location.search).toBe('?page=2');
    expect(listCalls(fetchMock).at(-1)?.searchParams.get('page')).toBe('2');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('keeps the status filter and the search in the address, back on page 1 after each', async () => {
    storeAdminSession();
    const orders = manyOrders(9);
    orders[0] = makeAdminOrder({
      orderNumber: 'LL-202603-00042',
      user: { name: 'Asha Rao', email: 'asha@example.com' },
      items: [makeOrderLine({ trackingStatus: 'RETURN_APPROVED' })],
    });
    orders[1] = makeAdminOrder({
      orderNumber: 'LL-202603-00041',
      user: { name: 'Vikram Shah', email: 'vikram@example.com' },
      items: [makeOrderLine({ trackingStatus: 'RETURN_APPROVED' })],
    });
    const { mock: fetchMock } = stubOrdersApi(orders);
    const user = userEvent.setup();
    const { router } = renderApp('/admin/orders?page=2');

    await screen.findByText('LL-202603-00002');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All',
      'In progress',
      'Return in progress',
      'Delivered',
      'Completed',
      'Partly returned',
      'Returned',
      'Cancelled',
      'Return requested',
      'Refund due',
      'Waiting to ship',
      'Courier scan to check',
    ]);
    // The order's own statuses, then what waits for the admin.
    expect(
      within(status)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['Order status', 'Waiting for you']);

    await user.selectOptions(status, 'Refund due');
    expect(await screen.findByText('LL-202603-00041')).toBeVisible();
    expect(router.state.location.search).toBe('?status=RETURN_APPROVED');
    expect(screen.getAllByRole('link', { name: /^View order/ })).toHaveLength(2);
    const filtered = listCalls(fetchMock).at(-1);
    expect(filtered?.searchParams.get('status')).toBe('RETURN_APPROVED');
    expect(filtered?.searchParams.get('page')).toBe('1');

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'vikram@');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=RETURN_APPROVED&search=vikram%40'),
    );
    await waitFor(() => expect(screen.queryByText('LL-202603-00042')).not.toBeInTheDocument());
    expect(screen.getByText('LL-202603-00041')).toBeVisible();
    expect(listCalls(fetchMock).at(-1)?.searchParams.get('search')).toBe('vikram@');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await waitFor(() => expect(router.state.location.search).toBe('?search=vikram%40'));
  });

  it('narrows to the orders waiting to ship, with the filter in the address', async () => {
    storeAdminSession();
    const unbooked = makeOrderLine();
    const booked = makeOrderLine();
    const givenBack = makeOrderLine();
    const { mock: fetchMock } = stubOrdersApi([
      makeAdminOrder({ orderNumber: 'LL-202603-00005', items: [unbooked] }),
      makeAdminOrder({
        orderNumber: 'LL-202603-00004',
        items: [booked],
        parcels: [makeAdminParcel([booked._id])],
      }),
      // The courier refused its parcel: the item waits for another.
      makeAdminOrder({
        orderNumber: 'LL-202603-00003',
        items: [givenBack],
        parcels: [
          makeAdminParcel([givenBack._id], {
            status: 'CANCELLED',
            statusLabel: 'Shipment cancelled',
            bookingError: 'no courier delivers to 744101',
          }),
        ],
      }),
      makeAdminOrder({
        orderNumber: 'LL-202603-00002',
        paymentMethod: 'Razorpay',
        paymentStatus: 'Failed',
      }),
      makeAdminOrder({
        orderNumber: 'LL-202603-00001',
        items: [makeOrderLine({ trackingStatus: 'SHIPPED' })],
      }),
    ]);
    const user = userEvent.setup();
    const { router } = renderApp('/admin/orders');

    await screen.findByText('LL-202603-00001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Waiting to ship');
    await waitFor(() => expect(screen.queryByText('LL-202603-00001')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?status=TO_SHIP');
    expect(listCalls(fetchMock).at(-1)?.searchParams.get('status')).toBe('TO_SHIP');
    expect(
      screen
        .getAllByRole('link', { name: /^View order/ })
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['View order LL-202603-00005', 'View order LL-202603-00003']);
  });

  it('opens on Waiting to ship from the address, and says when nothing waits', async () => {
    storeAdminSession();
    stubOrdersApi([makeAdminOrder({ items: [makeOrderLine({ trackingStatus: 'DELIVERED' })] })]);
    renderApp('/admin/orders?status=TO_SHIP');

    expect(await screen.findByText('No orders with the status “Waiting to ship”.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('TO_SHIP');
  });

  it('shows under each order’s status where its latest parcel is, on phones too', async () => {
    storeAdminSession();
    const romper = makeOrderLine({ trackingStatus: 'SHIPPED' });
    stubOrdersApi([
      makeAdminOrder({
        orderNumber: 'LL-202603-00002',
        items: [romper],
        parcels: [
          makeAdminParcel([], { status: 'CANCELLED', statusLabel: 'Shipment cancelled' }),
          makeAdminParcel([romper._id], { status: 'IN_TRANSIT', statusLabel: 'In transit' }),
        ],
      }),
      makeAdminOrder({ orderNumber: 'LL-202603-00001' }),
    ]);
    renderApp('/admin/orders');

    await screen.findByText('LL-202603-00002');
    const sent = rowOf('LL-202603-00002');
    expect(within(cellOf(sent, 'Status')).getByText('Parcel: In transit')).toBeInTheDocument();
    // The first cell carries the hidden columns on a phone, the parcel's line with them.
    expect(within(cellOf(sent, '#')).getByText('Parcel: In transit')).toBeInTheDocument();
    expect(sent).not.toHaveTextContent('Shipment cancelled');
    expect(rowOf('LL-202603-00001')).not.toHaveTextContent('Parcel:');
  });

  it('opens with the filter and search the address names, and says when nothing matches', async () => {
    storeAdminSession();
    stubOrdersApi([makeAdminOrder({ orderNumber: 'LL-202603-00001' })]);
    const user = userEvent.setup();
    const { router } = renderApp('/admin/orders?status=DELIVERED&search=zzz');

    expect(
      await screen.findByText('No orders with the status “Delivered” match “zzz”.'),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('DELIVERED');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('zzz');

    await user.click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(await screen.findByText('LL-202603-00001')).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
  });

  it('says so when the shop has no orders yet', async () => {
    storeAdminSession();
    stubOrdersApi([]);
    renderApp('/admin/orders');
    expect(
      await screen.findByText('No orders yet. They appear here as soon as a customer checks out.'),
    ).toBeVisible();
  });

  it('shows still rows while loading and the spec’s words when the list fails', async () => {
    storeAdminSession();
    let fail = true;
    stubOrdersApi([makeAdminOrder({ orderNumber: 'LL-202603-00001' })], () =>
      fail ? Promise.reject(new TypeError('Failed to fetch')) : undefined,
    );
    const user = userEvent.setup();
    renderApp('/admin/orders');

    expect(await screen.findByText('Loading orders…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch orders');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('LL-202603-00001')).toBeVisible();
  });

  it('approves a waiting return after asking, and then offers the refund', async () => {
    storeAdminSession();
    const romper = makeOrderLine({ name: 'Cotton Romper', trackingStatus: 'RETURN_REQUESTED' });
    const order = makeAdminOrder({ orderNumber: 'LL-202603-00007', items: [romper] });
    const { mock } = stubOrdersApi([order]);
    const user = userEvent.setup();
    renderApp('/admin/orders');

    await screen.findByText('LL-202603-00007');
    expect(screen.queryByRole('button', { name: /^Process refund/ })).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', {
        name: 'Approve return of Cotton Romper (size M) in order LL-202603-00007',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Approve the return of Cotton Romper (size M)?',
    });
    expect(sent(mock, 'PUT')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Approve return' }));

    expect(await (await toasts()).findByText('Return approved')).toBeVisible();
    expect(sent(mock, 'PUT')).toEqual([
      [
        `/api/admin/orders/${order._id}/items/${romper._id}/approve-return`,
        { approvalStatus: 'APPROVED' },
      ],
    ]);
    expect(
      await screen.findByRole('button', { name: 'Process refund for order LL-202603-00007' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Approve return/ })).not.toBeInTheDocument();
  });

  it('processes a refund from the list only where a return is approved', async () => {
    storeAdminSession();
    const due = makeAdminOrder({
      orderNumber: 'LL-202603-00002',
      items: [makeOrderLine({ trackingStatus: 'RETURN_APPROVED', price: 700 })],
    });
    const { mock } = stubOrdersApi([
      due,
      makeAdminOrder({
        orderNumber: 'LL-202603-00001',
        items: [makeOrderLine({ trackingStatus: 'DELIVERED' })],
      }),
    ]);
    const user = userEvent.setup();
    renderApp('/admin/orders');

    await screen.findByText('LL-202603-00002');
    expect(screen.getAllByRole('button', { name: /^Process refund/ })).toHaveLength(1);
    await user.click(
      screen.getByRole('button', { name: 'Process refund for order LL-202603-00002' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Process the refund for order LL-202603-00002?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Process refund' }));

    const notes = await toasts();
    expect(await notes.findByText('Refund processed')).toBeVisible();
    expect(notes.getByText('₹700.00 went to the customer’s wallet.')).toBeVisible();
    expect(sent(mock, 'POST')).toEqual([
      [`/api/admin/orders/${due._id}/process-refund`, undefined],
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Process refund/ })).not.toBeInTheDocument(),
    );
  });

  it('says the server’s reason when a refund is refused', async () => {
    storeAdminSession();
    stubOrdersApi(
      [
        makeAdminOrder({
          orderNumber: 'LL-202603-00002',
          items: [makeOrderLine({ trackingStatus: 'RETURN_APPROVED' })],
        }),
      ],
      (_url, init) =>
        init?.method === 'POST'
          ? jsonResponse({ success: false, message: 'The wallet could not be credited.' }, 409)
          : undefined,
    );
    const user = userEvent.setup();
    renderApp('/admin/orders');

    await user.click(
      await screen.findByRole('button', { name: 'Process refund for order LL-202603-00002' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Process refund' }));

    const notes = await toasts();
    expect(await notes.findByText('Failed to process refund')).toBeVisible();
    expect(notes.getByText('The wallet could not be credited.')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Process refund/ })).toBeVisible();
  });
});
