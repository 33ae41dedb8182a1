import { ADMIN_ORDER_MESSAGES, PARCEL_MESSAGES, type AdminParcelScan } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { recordDownloads } from '../../../test/downloads';
import { storeAdminSession } from '../testing';
import { REATTEMPT_ASKED_LABEL, SCAN_CONFLICT_NOTE } from './ParcelScanList';
import { makeAdminParcel } from './parcels-testing';
import { makeAdminOrder, makeOrderLine, sent, stubOrdersApi } from './testing';

const { saved, blobs } = recordDownloads('blob:parcel-paper');

afterEach(() => {
  localStorage.clear();
  toast.dismiss();
});

async function toasts() {
  return within(await screen.findByRole('region', { name: /notifications/i }));
}

/** The Shipping section, once the order has loaded. */
async function shippingSection() {
  return within(await screen.findByRole('region', { name: 'Shipping' }));
}

/** A parcel's card, by its heading. */
async function parcelCard(name = 'Parcel') {
  return within(await screen.findByRole('article', { name }));
}

/** The value beside `label` on a parcel's card. */
function cardFact(card: ReturnType<typeof within>, label: string): HTMLElement {
  const value = card.getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

/** Items listed in the order page's item table, so the page has surely loaded. */
const itemsTable = () => screen.findByRole('table', { name: /^Items of order/ });

describe('Book courier on the admin’s order page', () => {
  it('books the items waiting, says what the server said, and shows the parcel from the reply', async () => {
    storeAdminSession();
    const order = makeAdminOrder({
      orderNumber: 'LL-202603-00012',
      items: [makeOrderLine({ name: 'Cotton Romper', quantity: 2 })],
    });
    const { mock, state } = stubOrdersApi([order]);
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    const shipping = await shippingSection();
    await user.click(shipping.getByRole('button', { name: 'Book courier' }));

    const parcel = state.orders[0]!.parcels[0]!;
    expect(
      await (await toasts()).findByText(PARCEL_MESSAGES.booked('Delhivery', parcel.awb!)),
    ).toBeVisible();
    expect(sent(mock, 'POST')).toEqual([[`/api/admin/orders/${order._id}/ship`, undefined]]);
    const card = await parcelCard();
    expect(cardFact(card, 'Courier')).toHaveTextContent('Delhivery');
    expect(card.getByRole('link', { name: new RegExp(parcel.awb!) })).toHaveAttribute(
      'href',
      parcel.trackingUrl,
    );
    expect(cardFact(card, 'Items')).toHaveTextContent('Cotton Romper (size M) × 2');
    expect(card.getByText('Booked with the courier')).toBeInTheDocument();
    // Nothing waits any more: the order was not read again, the reply was shown.
    expect(shipping.queryByRole('button', { name: 'Book courier' })).not.toBeInTheDocument();
    expect(
      sent(mock, 'GET').filter(([path]) => path === `/api/admin/orders/${order._id}`),
    ).toHaveLength(1);
  });

  it('is offered only when a courier is set up and a pending item of a paid-for order is in no live parcel', async () => {
    storeAdminSession();
    const carried = makeOrderLine({ name: 'Cotton Romper' });
    const inCancelled = makeOrderLine({ name: 'Knit Booties' });
    const booked = makeAdminOrder({
      items: [carried],
      parcels: [makeAdminParcel([carried._id])],
    });
    const freedAgain = makeAdminOrder({
      items: [inCancelled],
      parcels: [
        makeAdminParcel([inCancelled._id], {
          status: 'CANCELLED',
          statusLabel: 'Shipment cancelled',
        }),
      ],
    });
    const shipped = makeAdminOrder({ items: [makeOrderLine({ trackingStatus: 'SHIPPED' })] });
    const unpaidCard = makeAdminOrder({ paymentMethod: 'Razorpay', paymentStatus: 'Failed' });
    const byHand = makeAdminOrder();
    const { state } = stubOrdersApi([booked, freedAgain, shipped, unpaidCard, byHand]);

    const view = renderApp(`/admin/orders/${booked._id}`);
    await parcelCard();
    expect(screen.queryByRole('button', { name: 'Book courier' })).not.toBeInTheDocument();
    view.unmount();

    const second = renderApp(`/admin/orders/${freedAgain._id}`);
    expect(
      (await shippingSection()).getByRole('button', { name: 'Book courier' }),
    ).toBeInTheDocument();
    second.unmount();

    const third = renderApp(`/admin/orders/${shipped._id}`);
    await itemsTable();
    expect(screen.queryByRole('region', { name: 'Shipping' })).not.toBeInTheDocument();
    third.unmount();

    // A card order waits for its payment before it may be shipped.
    const fourth = renderApp(`/admin/orders/${unpaidCard._id}`);
    await itemsTable();
    expect(screen.queryByRole('button', { name: 'Book courier' })).not.toBeInTheDocument();
    fourth.unmount();

    state.courier = 'none';
    renderApp(`/admin/orders/${byHand._id}`);
    await itemsTable();
    // The settings have been read: the menu shows the outbox they switch on.
    expect((await screen.findAllByRole('link', { name: 'Mail outbox' }))[0]).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book courier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shipping' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal, books nothing, and lets the admin try again', async () => {
    storeAdminSession();
    const order = makeAdminOrder();
    const { state } = stubOrdersApi([order]);
    state.refusals[order._id] = 'the delivery address is incomplete';
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    const shipping = await shippingSection();
    await user.click(shipping.getByRole('button', { name: 'Book courier' }));

    const said = await toasts();
    expect(await said.findByText('The parcel was not booked')).toBeVisible();
    expect(
      said.getByText(PARCEL_MESSAGES.bookingFailed('the delivery address is incomplete')),
    ).toBeVisible();
    expect(state.orders[0]!.parcels).toEqual([]);
    await waitFor(() =>
      expect(shipping.getByRole('button', { name: 'Book courier' })).toBeEnabled(),
    );
  });

  it('holds every control of the order while the courier is asked', async () => {
    storeAdminSession();
    const order = makeAdminOrder({ items: [makeOrderLine({ name: 'Cotton Romper' })] });
    let answer: (response: Response) => void = () => undefined;
    stubOrdersApi([order], (url, init) =>
      url.pathname.endsWith('/ship') && init?.method === 'POST'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : undefined,
    );
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    await user.click((await shippingSection()).getByRole('button', { name: 'Book courier' }));
    expect(await screen.findByRole('button', { name: 'Booking…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel Cotton Romper (size M)' })).toBeDisabled();
    answer(
      new Response(
        JSON.stringify({ success: false, message: PARCEL_MESSAGES.courierUnavailable }),
        {
          status: 503,
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    );
    expect(await (await toasts()).findByText(PARCEL_MESSAGES.courierUnavailable)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Book courier' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeEnabled();
  });
});

describe('a parcel’s card', () => {
  it('shows the cash to collect, weight and size, and the scans newest first in the shop’s time', async () => {
    storeAdminSession();
    const line = makeOrderLine({ name: 'Cotton Romper' });
    const scans: AdminParcelScan[] = [
      {
        status: 'PICKED_UP',
        label: 'Picked up',
        at: '2026-03-04T09:30:00.000Z',
        location: 'Jaipur',
        note: null,
        contradicts: false,
      },
      {
        status: 'IN_TRANSIT',
        label: 'In transit',
        at: '2026-03-04T19:00:00.000Z',
        location: 'Nagpur hub',
        note: 'Bagged',
        contradicts: false,
      },
    ];
    const order = makeAdminOrder({
      paymentMethod: 'COD',
      paymentStatus: 'Pending',
      items: [line],
      parcels: [
        makeAdminParcel([line._id], {
          status: 'IN_TRANSIT',
          statusLabel: 'In transit',
          codAmount: 1047,
          weightGrams: 1250,
          lengthCm: 32,
          breadthCm: 24,
          heightCm: 8,
          scans,
        }),
      ],
    });
    stubOrdersApi([order]);
    renderApp(`/admin/orders/${order._id}`);

    const card = await parcelCard();
    expect(cardFact(card, 'Payment')).toHaveTextContent('Collect ₹1,047.00 (COD)');
    expect(cardFact(card, 'Weight')).toHaveTextContent('1.25 kg');
    expect(cardFact(card, 'Size')).toHaveTextContent('32 × 24 × 8 cm');
    const timeline = card.getByRole('list', { name: 'Scans, newest first' });
    const lines = (scan: HTMLElement) =>
      [...scan.children].map((part) => part.textContent?.replace(/\s+/g, ' '));
    expect(within(timeline).getAllByRole('listitem').map(lines)).toEqual([
      // 7 pm in London is half past midnight the next day in the shop.
      ['Thu, 5 Mar, 12:30 am', 'In transit · Nagpur hub', 'Bagged'],
      ['Wed, 4 Mar, 3:00 pm', 'Picked up · Jaipur'],
    ]);
  });

  it('marks a scan that contradicts where the parcel settled as needing attention', async () => {
    storeAdminSession();
    const line = makeOrderLine({ name: 'Cotton Romper', trackingStatus: 'DELIVERED' });
    const order = makeAdminOrder({
      items: [line],
      parcels: [
        makeAdminParcel([line._id], {
          status: 'DELIVERED',
          statusLabel: 'Delivered',
          scans: [
            {
              status: 'DELIVERED',
              label: 'Delivered',
              at: '2026-03-05T04:30:00.000Z',
              location: 'Pune',
              note: null,
              contradicts: false,
            },
            {
              status: 'RTO_DELIVERED',
              label: 'Returned to Little Loom',
              at: '2026-03-06T04:30:00.000Z',
              location: null,
              note: null,
              contradicts: true,
            },
          ],
        }),
      ],
    });
    stubOrdersApi([order]);
    renderApp(`/admin/orders/${order._id}`);

    const card = await parcelCard();
    const timeline = card.getByRole('list', { name: 'Scans, newest first' });
    const [newest, older] = within(timeline).getAllByRole('listitem');
    expect(newest).toHaveTextContent(SCAN_CONFLICT_NOTE);
    expect(newest).toHaveTextContent('Returned to Little Loom');
    expect(older).not.toHaveTextContent(SCAN_CONFLICT_NOTE);
  });

  it('says Prepaid for a paid order, and names each of several parcels', async () => {
    storeAdminSession();
    const first = makeOrderLine({ name: 'Cotton Romper' });
    const second = makeOrderLine({ name: 'Knit Booties' });
    const order = makeAdminOrder({
      items: [first, second],
      parcels: [makeAdminParcel([first._id]), makeAdminParcel([second._id])],
    });
    stubOrdersApi([order]);
    renderApp(`/admin/orders/${order._id}`);

    const one = await parcelCard('Parcel 1 of 2');
    expect(cardFact(one, 'Payment')).toHaveTextContent('Prepaid');
    expect(cardFact(one, 'Items')).toHaveTextContent('Cotton Romper');
    expect(cardFact(await parcelCard('Parcel 2 of 2'), 'Items')).toHaveTextContent('Knit Booties');
  });

  it('shows why a booking failed, and Try booking again books it through the ship route', async () => {
    storeAdminSession();
    const line = makeOrderLine({ name: 'Cotton Romper' });
    const order = makeAdminOrder({
      items: [line],
      parcels: [
        makeAdminParcel([line._id], {
          status: 'BOOKING',
          statusLabel: 'Being booked',
          courier: null,
          awb: null,
          trackingUrl: null,
          labelUrl: null,
          packingSlipUrl: null,
          bookingError: 'Pickup PIN not serviceable',
          nextSteps: ['retryBooking'],
        }),
      ],
    });
    const { mock } = stubOrdersApi([order]);
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    const card = await parcelCard();
    expect(card.getByText('Pickup PIN not serviceable')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Print label' })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Try booking again' }));

    expect(await (await toasts()).findByText(/^Booked with Delhivery/)).toBeVisible();
    expect(sent(mock, 'POST')).toEqual([[`/api/admin/orders/${order._id}/ship`, undefined]]);
    await waitFor(() =>
      expect(card.queryByText('Pickup PIN not serviceable')).not.toBeInTheDocument(),
    );
    expect(card.getByRole('button', { name: 'Print label' })).toBeInTheDocument();
  });

  it('asks the courier to try a failed delivery again', async () => {
    storeAdminSession();
    const line = makeOrderLine({ name: 'Cotton Romper', trackingStatus: 'SHIPPED' });
    const parcel = makeAdminParcel([line._id], {
      status: 'DELIVERY_FAILED',
      statusLabel: 'Delivery attempt failed',
      nextSteps: ['reattempt', 'cancelAndRefund'],
      scans: [
        {
          status: 'DELIVERY_FAILED',
          label: 'Delivery attempt failed',
          at: '2026-03-06T05:30:00.000Z',
          location: 'Pune',
          note: null,
          contradicts: false,
        },
      ],
    });
    const order = makeAdminOrder({ items: [line], parcels: [parcel] });
    const { mock } = stubOrdersApi([order]);
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    const card = await parcelCard();
    await user.click(card.getByRole('button', { name: 'Ask courier to try again' }));

    expect(await (await toasts()).findByText(PARCEL_MESSAGES.reattemptAsked)).toBeVisible();
    expect(sent(mock, 'POST', '/api/admin')).toEqual([
      [`/api/admin/parcels/${parcel._id}/reattempt`, undefined],
    ]);
    // The reply's order no longer offers it.
    await waitFor(() =>
      expect(
        card.queryByRole('button', { name: 'Ask courier to try again' }),
      ).not.toBeInTheDocument(),
    );
    expect(card.getByRole('button', { name: 'Cancel and refund' })).toBeInTheDocument();
    // The request stands on the parcel's timeline with its time, newest first.
    const timeline = card.getByRole('list', { name: 'Scans, newest first' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent(REATTEMPT_ASKED_LABEL);
    expect(entries[0]?.querySelector('time')?.textContent).toMatch(/\d{1,2}:\d{2}\s?[ap]m/);
    expect(entries[1]).toHaveTextContent('Delivery attempt failed');
  });

  it('cancels and refunds through the order’s Cancel Order, after its confirmation', async () => {
    storeAdminSession();
    const line = makeOrderLine({ name: 'Cotton Romper', trackingStatus: 'SHIPPED' });
    const parcel = makeAdminParcel([line._id], {
      status: 'DELIVERY_FAILED',
      statusLabel: 'Delivery attempt failed',
      nextSteps: ['reattempt', 'cancelAndRefund'],
    });
    const order = makeAdminOrder({
      orderNumber: 'LL-202603-00031',
      items: [line],
      parcels: [parcel],
    });
    const { mock } = stubOrdersApi([order]);
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    await user.click((await parcelCard()).getByRole('button', { name: 'Cancel and refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order LL-202603-00031?' });
    expect(sent(mock, 'DELETE')).toEqual([]);
    expect(sent(mock, 'POST', '/api/admin')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await (await toasts()).findByText(ADMIN_ORDER_MESSAGES.orderCancelled)).toBeVisible();
    expect(sent(mock, 'DELETE')).toEqual([[`/api/admin/orders/${order._id}`, undefined]]);
    expect(await (await parcelCard()).findByText('Shipment cancelled')).toBeInTheDocument();
  });

  it('fetches the label and the packing slip with the admin’s token and saves them', async () => {
    const token = storeAdminSession();
    const line = makeOrderLine({ name: 'Cotton Romper' });
    const parcel = makeAdminParcel([line._id], { awb: '190400001234' });
    const order = makeAdminOrder({
      orderNumber: 'LL-202603-00044',
      items: [line],
      parcels: [parcel],
    });
    const { mock } = stubOrdersApi([order]);
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    const card = await parcelCard();
    await user.click(card.getByRole('button', { name: 'Print label' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:parcel-paper', download: 'label-190400001234.pdf' }]),
    );
    expect(blobs[0]?.type).toBe('application/pdf');
    const labelCalls = mock.mock.calls.filter(([input]) => String(input) === parcel.labelUrl);
    expect(labelCalls).toHaveLength(1);
    const headers = new Headers(labelCalls[0]![1]?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('Accept')).toBe('application/pdf');

    await user.click(card.getByRole('button', { name: 'Packing slip' }));
    await waitFor(() =>
      expect(saved[1]).toEqual({
        href: 'blob:parcel-paper',
        download: 'packing-slip-LL-202603-00044.pdf',
      }),
    );
  });
});
