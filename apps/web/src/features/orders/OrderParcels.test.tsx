import type { ParcelScan } from '@littleloom/shared';
import { screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../test/session';
import { makeOrder, makeOrderLine, makeParcel, openOrders } from './orders-test-server';

const ROMPER = makeOrderLine({ name: 'Bunny Romper', size: '0-3M' });
const BIB = makeOrderLine({ name: 'Muslin Bib', size: 'One size', quantity: 2 });
const FROCK = makeOrderLine({ name: 'Cotton Frock', size: '2-3Y' });

const scan = (overrides: Partial<ParcelScan>): ParcelScan => ({
  status: 'IN_TRANSIT',
  label: 'In transit',
  at: '2026-11-22T10:00:00.000Z',
  location: null,
  note: null,
  ...overrides,
});

/** Sent out of order on purpose: the page sorts them by their own time. */
/** As the server sends them: oldest first, in the journey's order. */
const SCANS: ParcelScan[] = [
  scan({
    status: 'PICKED_UP',
    label: 'Picked up',
    at: '2026-11-21T09:30:00.000Z',
    location: 'Jaipur',
  }),
  // 6:45 pm in London is already the next day in the shop's time.
  scan({
    status: 'IN_TRANSIT',
    label: 'In transit',
    at: '2026-11-22T18:45:00.000Z',
    location: 'Nagpur hub',
    note: 'Bagged for Bengaluru',
  }),
  scan({
    status: 'OUT_FOR_DELIVERY',
    label: 'Out for delivery',
    at: '2026-11-23T04:10:00.000Z',
    location: 'Bengaluru',
  }),
];

const openOrder = (order: ReturnType<typeof makeOrder>) =>
  openOrders(`/orders/${order._id}`, [order]);

/** Whitespace as a reader sees it: the time formats put a narrow space before "am". */
const words = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

async function parcelBlock(name: string) {
  return within((await screen.findByRole('heading', { name, level: 2 })).closest('section')!);
}

beforeEach(() => {
  resetSession();
  toast.dismiss();
});

describe('the parcels on the order page', () => {
  it('names the courier, links the AWB to its tracking, and lists what the parcel carries', async () => {
    const parcel = makeParcel([ROMPER._id, BIB._id], {
      status: 'IN_TRANSIT',
      statusLabel: 'In transit',
      awb: '19041234567890',
      trackingUrl: 'https://shiprocket.co/tracking/19041234567890',
      scans: SCANS,
    });
    openOrder(makeOrder({ items: [ROMPER, BIB, FROCK], parcels: [parcel] }));

    const block = await parcelBlock('Parcel');
    expect(block.getByText(/Sent with/)).toHaveTextContent('Sent with Delhivery');
    const awb = block.getByRole('link', { name: /AWB 19041234567890/ });
    expect(awb).toHaveAttribute('href', 'https://shiprocket.co/tracking/19041234567890');
    expect(awb).toHaveAttribute('target', '_blank');
    expect(awb.getAttribute('rel')).toContain('noopener');
    expect(block.getByText('In transit', { selector: 'span' })).toBeInTheDocument();
    expect(block.getByText('Parcel status:')).toBeInTheDocument();

    const carried = block.getByRole('heading', { name: 'In this parcel' }).nextElementSibling!;
    expect(
      within(carried as HTMLElement)
        .getAllByRole('listitem')
        .map(words),
    ).toEqual(['Bunny Romper · Size 0-3M · Qty 1', 'Muslin Bib · Size One size · Qty 2']);
    expect(within(carried as HTMLElement).queryByText(/Cotton Frock/)).not.toBeInTheDocument();
  });

  it('lists the courier’s scans newest first, at the shop’s day and time, with the place', async () => {
    const parcel = makeParcel([ROMPER._id], { status: 'OUT_FOR_DELIVERY', scans: SCANS });
    openOrder(makeOrder({ items: [ROMPER], parcels: [parcel] }));

    const block = await parcelBlock('Parcel');
    const timeline = block.getByRole('list', { name: /Tracking updates/ });
    const lines = (scanItem: HTMLElement) => [...scanItem.querySelectorAll('p')].map(words);
    expect(within(timeline).getAllByRole('listitem').map(lines)).toEqual([
      ['Out for delivery', 'Mon, 23 Nov, 9:40 am · Bengaluru'],
      ['In transit', 'Bagged for Bengaluru', 'Mon, 23 Nov, 12:15 am · Nagpur hub'],
      ['Picked up', 'Sat, 21 Nov, 3:00 pm · Jaipur'],
    ]);
    expect(within(timeline).getAllByRole('listitem')[0]!.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-23T04:10:00.000Z',
    );
  });

  it('keeps the journey’s order for scans of the same second, newest on top', async () => {
    const at = '2026-11-23T06:00:00.000Z';
    const parcel = makeParcel([ROMPER._id], {
      status: 'DELIVERED',
      statusLabel: 'Delivered',
      scans: [
        scan({ status: 'OUT_FOR_DELIVERY', label: 'Out for delivery', at }),
        scan({ status: 'DELIVERED', label: 'Delivered', at }),
      ],
    });
    openOrder(makeOrder({ items: [ROMPER], parcels: [parcel] }));

    const block = await parcelBlock('Parcel');
    const timeline = block.getByRole('list', { name: /Tracking updates/ });
    const labels = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(labels).toEqual(['Delivered', 'Out for delivery']);
  });

  it('says in plain words what happens after a failed delivery, with a way to reach the shop', async () => {
    const parcel = makeParcel([ROMPER._id], {
      status: 'DELIVERY_FAILED',
      statusLabel: 'Delivery attempt failed',
      scans: [scan({ status: 'DELIVERY_FAILED', label: 'Delivery attempt failed' })],
    });
    openOrder(makeOrder({ items: [ROMPER], parcels: [parcel] }));

    const block = await parcelBlock('Parcel');
    const said = block.getByText(/The courier could not deliver/);
    expect(words(said)).toBe('The courier could not deliver. They will try again, or contact us.');
    expect(within(said).getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('shows the AWB as text when the courier has no tracking page, and numbers several parcels', async () => {
    const first = makeParcel([ROMPER._id], { awb: 'LL0001', trackingUrl: null });
    const second = makeParcel([BIB._id], { courier: 'Blue Dart', awb: 'BD0002' });
    openOrder(makeOrder({ items: [ROMPER, BIB], parcels: [first, second] }));

    const one = await parcelBlock('Parcel 1 of 2');
    expect(one.getByText('LL0001')).toBeInTheDocument();
    expect(one.queryByRole('link', { name: /AWB/ })).not.toBeInTheDocument();
    expect(one.queryByText(/could not deliver/)).not.toBeInTheDocument();
    const two = await parcelBlock('Parcel 2 of 2');
    expect(two.getByText(/Sent with/)).toHaveTextContent('Sent with Blue Dart');
    expect(two.getByRole('link', { name: /AWB BD0002/ })).toBeInTheDocument();
  });

  it('shows no parcel while nothing is with a courier', async () => {
    openOrder(makeOrder({ items: [ROMPER], parcels: [] }));

    expect(await screen.findByRole('heading', { name: 'Items', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Parcel/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Sent with/)).not.toBeInTheDocument();
    expect(screen.queryByText(/AWB/)).not.toBeInTheDocument();
  });
});
