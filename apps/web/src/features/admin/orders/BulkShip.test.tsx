import { PARCEL_MESSAGES } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { recordDownloads } from '../../../test/downloads';
import { requestedUrls } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../testing';
import { makeAdminOrder, makeOrderLine, sent, stubOrdersApi } from './testing';

const { saved, blobs } = recordDownloads('blob:parcel-labels');

afterEach(() => {
  localStorage.clear();
  toast.dismiss();
});

/** Three orders, newest first: one paid, one unpaid by card, one already delivered. */
function threeOrders() {
  return [
    makeAdminOrder({ orderNumber: 'LL-202603-00003' }),
    makeAdminOrder({
      orderNumber: 'LL-202603-00002',
      paymentMethod: 'Razorpay',
      paymentStatus: 'Failed',
    }),
    makeAdminOrder({
      orderNumber: 'LL-202603-00001',
      items: [makeOrderLine({ trackingStatus: 'DELIVERED' })],
    }),
  ];
}

const listReads = (mock: ReturnType<typeof stubOrdersApi>['mock']) =>
  requestedUrls(mock).filter((url) => url.pathname === '/api/admin/orders').length;

describe('Ship selected on the order list', () => {
  it('books the ticked orders, then lists each one not booked and why, and reads the list again', async () => {
    storeAdminSession();
    const orders = threeOrders();
    const { mock, state } = stubOrdersApi(orders);
    const user = userEvent.setup();
    renderApp('/admin/orders');

    const tick = await screen.findByRole('checkbox', { name: 'Select order LL-202603-00002' });
    const ship = screen.getByRole('button', { name: 'Ship selected' });
    expect(ship).toBeDisabled();
    await user.click(tick);
    await user.click(screen.getByRole('checkbox', { name: 'Select order LL-202603-00003' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    const readsBefore = listReads(mock);
    await user.click(ship);

    const result = within(await screen.findByRole('region', { name: 'Shipping result' }));
    // In the page's order, whatever order they were ticked in.
    expect(sent(mock, 'POST')).toEqual([
      ['/api/admin/orders/ship', { orderIds: [orders[0]!._id, orders[1]!._id] }],
    ]);
    expect(result.getByText(PARCEL_MESSAGES.shipMany(1, 1))).toBeInTheDocument();
    const failures = result.getByRole('list', { name: 'Orders not booked' });
    expect(
      within(failures)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`LL-202603-00002: ${PARCEL_MESSAGES.notPaidYet}`]);
    expect(state.orders[0]!.parcels).toHaveLength(1);
    await waitFor(() => expect(listReads(mock)).toBeGreaterThan(readsBefore));
    // The ticks are spent: the next Ship selected starts from none.
    expect(
      screen.getByRole('checkbox', { name: 'Select order LL-202603-00003' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Ship selected' })).toBeDisabled();

    await user.click(result.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Shipping result' })).not.toBeInTheDocument();
  });

  it('selects every order on the page at once, and sends them all', async () => {
    storeAdminSession();
    const orders = threeOrders();
    const { mock } = stubOrdersApi(orders);
    const user = userEvent.setup();
    renderApp('/admin/orders');

    const all = await screen.findByRole('checkbox', { name: 'Select all on this page' });
    await screen.findByRole('checkbox', { name: 'Select order LL-202603-00001' });
    await user.click(all);
    for (const order of orders) {
      expect(
        screen.getByRole('checkbox', { name: `Select order ${order.orderNumber}` }),
      ).toBeChecked();
    }
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    // One unticked: the page is no longer all selected.
    await user.click(screen.getByRole('checkbox', { name: 'Select order LL-202603-00001' }));
    expect(all).not.toBeChecked();
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    await user.click(screen.getByRole('button', { name: 'Ship selected' }));

    const result = within(await screen.findByRole('region', { name: 'Shipping result' }));
    expect(sent(mock, 'POST')).toEqual([
      ['/api/admin/orders/ship', { orderIds: orders.map((order) => order._id) }],
    ]);
    expect(result.getByText(PARCEL_MESSAGES.shipMany(1, 2))).toBeInTheDocument();
    expect(
      within(result.getByRole('list', { name: 'Orders not booked' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `LL-202603-00002: ${PARCEL_MESSAGES.notPaidYet}`,
      `LL-202603-00001: ${PARCEL_MESSAGES.nothingToShip}`,
    ]);
  });

  it('says so, with nothing to list, when every order was booked', async () => {
    storeAdminSession();
    const order = makeAdminOrder({ orderNumber: 'LL-202603-00009' });
    stubOrdersApi([order]);
    const user = userEvent.setup();
    renderApp('/admin/orders');

    await user.click(await screen.findByRole('checkbox', { name: 'Select order LL-202603-00009' }));
    await user.click(screen.getByRole('button', { name: 'Ship selected' }));

    const result = await screen.findByRole('region', { name: 'Shipping result' });
    expect(result).toHaveTextContent(PARCEL_MESSAGES.shipMany(1, 0));
    expect(result).toHaveFocus();
    expect(within(result).queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers no ticks and no Ship selected when no courier is set up', async () => {
    storeAdminSession();
    const { state } = stubOrdersApi(threeOrders());
    state.courier = 'none';
    renderApp('/admin/orders');

    await screen.findByText('LL-202603-00003');
    // The settings have been read: the menu shows the outbox they switch on.
    expect((await screen.findAllByRole('link', { name: 'Mail outbox' }))[0]).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ship selected' })).not.toBeInTheDocument();
  });
});

describe('Print labels after Ship selected', () => {
  /** The labels route, answering a PDF named as the server names it. */
  const labelsRoute = (url: URL) =>
    url.pathname === '/api/admin/parcels/labels'
      ? new Response('%PDF-1.4 labels', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="labels-${url.searchParams.get('ids')?.split(',').length}.pdf"`,
          },
        })
      : undefined;

  it('downloads the labels of the parcels booked in that round, in one file, with the admin’s token', async () => {
    const token = storeAdminSession();
    const orders = threeOrders();
    const { mock, state } = stubOrdersApi(orders, labelsRoute);
    const user = userEvent.setup();
    renderApp('/admin/orders');

    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Ship selected' }));
    const result = within(await screen.findByRole('region', { name: 'Shipping result' }));
    // Booked: the first; refused: the unpaid one and the delivered one.
    expect(result.getByText(PARCEL_MESSAGES.shipMany(1, 2))).toBeInTheDocument();
    await user.click(result.getByRole('button', { name: 'Print 1 label' }));

    const booked = state.orders[0]!.parcels[0]!;
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:parcel-labels', download: 'labels-1.pdf' }]),
    );
    expect(blobs[0]?.type).toBe('application/pdf');
    const labelCalls = mock.mock.calls.filter(([input]) =>
      String(input).startsWith('/api/admin/parcels/labels'),
    );
    expect(labelCalls.map(([input]) => String(input))).toEqual([
      `/api/admin/parcels/labels?ids=${booked._id}`,
    ]);
    expect(new Headers(labelCalls[0]![1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('asks for every booked parcel in the order of the list', async () => {
    storeAdminSession();
    const orders = [
      makeAdminOrder({ orderNumber: 'LL-202603-00023' }),
      makeAdminOrder({
        orderNumber: 'LL-202603-00022',
        paymentMethod: 'Razorpay',
        paymentStatus: 'Failed',
      }),
      makeAdminOrder({ orderNumber: 'LL-202603-00021', paymentMethod: 'COD' }),
    ];
    const { mock, state } = stubOrdersApi(orders, labelsRoute);
    const user = userEvent.setup();
    renderApp('/admin/orders');

    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Ship selected' }));
    const result = within(await screen.findByRole('region', { name: 'Shipping result' }));
    await user.click(result.getByRole('button', { name: 'Print 2 labels' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.download).toBe('labels-2.pdf');
    const asked = requestedUrls(mock).filter((url) => url.pathname === '/api/admin/parcels/labels');
    expect(asked.map((url) => url.searchParams.get('ids'))).toEqual([
      [state.orders[0]!.parcels[0]!._id, state.orders[2]!.parcels[0]!._id].join(','),
    ]);
  });

  it('offers no labels to print when nothing was booked', async () => {
    storeAdminSession();
    const unpaid = makeAdminOrder({
      orderNumber: 'LL-202603-00031',
      paymentMethod: 'Razorpay',
      paymentStatus: 'Failed',
    });
    stubOrdersApi([unpaid], labelsRoute);
    const user = userEvent.setup();
    renderApp('/admin/orders');

    await user.click(await screen.findByRole('checkbox', { name: 'Select order LL-202603-00031' }));
    await user.click(screen.getByRole('button', { name: 'Ship selected' }));

    const result = await screen.findByRole('region', { name: 'Shipping result' });
    expect(result).toHaveTextContent(PARCEL_MESSAGES.shipMany(0, 1));
    expect(within(result).queryByRole('button', { name: /^Print/ })).not.toBeInTheDocument();
  });
});
