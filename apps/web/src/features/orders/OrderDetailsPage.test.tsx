import { ORDER_DETAIL_MESSAGES, PAYMENT_MESSAGES, type PlacedOrder } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { recordDownloads } from '../../test/downloads';
import { resetSession } from '../../test/session';
import {
  deliveredLine,
  makeCreditNote,
  makeOrder,
  makeOrderLine,
  makeReturnedPayment,
  openOrders,
} from './orders-test-server';

// Each line carries its own share of the ₹100 coupon discount, as the server stores it.
const BIB = makeOrderLine({
  name: 'Muslin Bib',
  size: 'One size',
  price: 200,
  quantity: 2,
  discount: 19.52,
});
const ROMPER = makeOrderLine({ name: 'Bunny Romper', size: '0-3M', price: 999, discount: 48.76 });
const FROCK = deliveredLine({ name: 'Cotton Frock', size: '2-3Y', price: 650, discount: 31.72 });

/** Paid by card, with a coupon: ₹400 + ₹999 + ₹650 less ₹100, and ₹50 delivery. */
const ORDER = makeOrder({
  _id: '00000000-0000-4000-8000-00000000o042',
  orderNumber: 'LL-2611-00042',
  items: [BIB, ROMPER, FROCK],
  discountAmount: 100,
  createdAt: '2026-11-22T10:00:00.000Z',
});

/** The same order once its first item shipped: it has a tax invoice. */
const INVOICED = { ...ORDER, invoiceNumber: 'LL/26-27/000001' };

const CANCELLED_NOTE = makeCreditNote({
  number: 'LLC/26-27/000001',
  reason: 'cancelled',
  issuedAt: '2026-11-24T06:00:00.000Z',
  amount: 380.48,
});
const RETURNED_NOTE = makeCreditNote({
  number: 'LLC/26-27/000002',
  reason: 'returned',
  issuedAt: '2026-11-27T06:00:00.000Z',
  amount: 617.5,
});

const openOrder = (order: PlacedOrder = ORDER, extra: Parameters<typeof openOrders>[2] = {}) =>
  openOrders(`/orders/${order._id}`, [order], extra);

/** The item whose name heading is `name`, to look inside. */
async function itemRow(name: string) {
  const heading = await screen.findByRole('heading', { name, level: 3 });
  return within(heading.closest('li')!);
}

/** A toast's words: some are also a badge's ('Return requested'). */
const toastSaying = (text: string) =>
  screen.findByText(text, { selector: '[data-sonner-toast] *' });

beforeEach(() => {
  resetSession();
  toast.dismiss();
});

describe('the order details page (/orders/:orderId)', () => {
  it('shows the order: number, date, status, payment, address, totals and each item with its tracking', async () => {
    openOrder();
    expect(
      await screen.findByRole('heading', { name: 'Order LL-2611-00042', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Order LL-2611-00042 · Little Loom'));
    expect(screen.getByText('Placed on 22 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('In progress')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute(
      'href',
      '/orders',
    );

    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Card / UPI')).toBeInTheDocument();
    expect(payment.getByText('Paid')).toBeInTheDocument();

    const address = within(screen.getByRole('region', { name: 'Delivery address' }));
    expect(address.getByText('Asha Rao')).toBeInTheDocument();
    expect(address.getByText('12 MG Road')).toBeInTheDocument();

    const summary = within(screen.getByRole('region', { name: 'Order summary' }));
    expect(summary.getByText('Subtotal').nextSibling).toHaveTextContent('₹2,049.00');
    expect(summary.getByText('Discount').nextSibling).toHaveTextContent('minus ₹100.00');
    expect(summary.getByText('Delivery').nextSibling).toHaveTextContent('₹50.00');
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('₹1,999.00');

    const bib = await itemRow('Muslin Bib');
    expect(bib.getByText('One size')).toBeInTheDocument();
    expect(bib.getByText(/₹200.00 each/)).toBeInTheDocument();
    expect(bib.getByText('₹400.00')).toBeInTheDocument();
    expect(bib.getByText('Not shipped yet')).toBeInTheDocument();
    expect(document.querySelector(`img[src="${BIB.image}"]`)).toHaveAttribute('width', '80');
    expect(bib.getByRole('button', { name: 'Cancel item' })).toHaveAccessibleDescription(
      'Muslin Bib',
    );
    expect(bib.queryByRole('button', { name: 'Request Return' })).not.toBeInTheDocument();

    const frock = await itemRow('Cotton Frock');
    expect(frock.getByText('Delivered')).toBeInTheDocument();
    expect(frock.queryByRole('button', { name: 'Cancel item' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry Payment' })).not.toBeInTheDocument();
    // Nothing has shipped: no invoice number, and no credit notes to ask for.
    expect(screen.queryByText(/^Invoice /)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Credit notes' })).not.toBeInTheDocument();
  });

  it('names two colours of one style apart, by the colour each was bought in', async () => {
    const rose = makeOrderLine({
      name: 'Blossom Puff-Sleeve Frock',
      colourName: 'Rose',
      size: 'M',
    });
    const sky = makeOrderLine({ name: 'Blossom Puff-Sleeve Frock', colourName: 'Sky', size: 'M' });
    const { user } = openOrder(makeOrder({ items: [rose, sky] }));

    const roseRow = await itemRow('Blossom Puff-Sleeve Frock — Rose');
    expect(await itemRow('Blossom Puff-Sleeve Frock — Sky')).toBeTruthy();
    await user.click(roseRow.getByRole('button', { name: 'Cancel item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this item?' });
    expect(dialog).toHaveAccessibleDescription(
      /^Blossom Puff-Sleeve Frock — Rose, size M \(1 piece\) will be cancelled\./,
    );
  });

  it('shows the invoice number beside Download Invoice, and lists the credit notes against it', async () => {
    const { requests } = openOrder(INVOICED, {
      creditNotes: { [ORDER._id]: [CANCELLED_NOTE, RETURNED_NOTE] },
    });
    expect(await screen.findByText('Invoice LL/26-27/000001')).toBeInTheDocument();
    const notes = within(await screen.findByRole('region', { name: 'Credit notes' }));
    const rows = notes.getAllByRole('listitem').map((row) => within(row));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.getByText('LLC/26-27/000001')).toBeInTheDocument();
    expect(rows[0]!.getByText('Cancelled items · 24 Nov 2026')).toBeInTheDocument();
    expect(rows[0]!.getByText('₹380.48')).toBeInTheDocument();
    expect(rows[0]!.getByRole('button', { name: 'Download' })).toHaveAccessibleDescription(
      'LLC/26-27/000001',
    );
    expect(rows[1]!.getByText('LLC/26-27/000002')).toBeInTheDocument();
    expect(rows[1]!.getByText('Returned items · 27 Nov 2026')).toBeInTheDocument();
    expect(rows[1]!.getByText('₹617.50')).toBeInTheDocument();
    const [call] = requests(`/api/invoice/${ORDER._id}/credit-notes`);
    expect(call?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('lists the credit note a cancellation brings once the order has an invoice', async () => {
    const earlier = makeCreditNote({
      number: 'LLC/26-27/000001',
      reason: 'returned',
      amount: 617.5,
    });
    const { requests, user } = openOrder(INVOICED, { creditNotes: { [ORDER._id]: [earlier] } });
    const notes = within(await screen.findByRole('region', { name: 'Credit notes' }));
    expect(notes.getAllByRole('listitem')).toHaveLength(1);

    const bib = await itemRow('Muslin Bib');
    await user.click(bib.getByRole('button', { name: 'Cancel item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel item' }));

    expect(await notes.findByText('LLC/26-27/000002')).toBeInTheDocument();
    const added = within(notes.getAllByRole('listitem')[1]!);
    expect(added.getByText('LLC/26-27/000002')).toBeInTheDocument();
    expect(added.getByText('Cancelled items · 24 Nov 2026')).toBeInTheDocument();
    // ₹400 less its share of the ₹100 discount, as the cancellation's refund.
    expect(added.getByText('₹380.48')).toBeInTheDocument();
    expect(requests(`/api/invoice/${ORDER._id}/credit-notes`)).toHaveLength(2);
  });

  it('leaves out the discount when there was none, and offers Retry Payment when the payment failed', async () => {
    openOrder(makeOrder({ paymentStatus: 'Failed', items: [makeOrderLine()] }));
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(summary.queryByText('Discount')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toBeInTheDocument();
  });

  it('lists the items 5 to a page', async () => {
    const items = Array.from({ length: 7 }, (_, index) =>
      makeOrderLine({ name: `Vest ${index + 1}` }),
    );
    const { user, router } = openOrder(makeOrder({ items }));
    expect(await screen.findByRole('heading', { name: 'Vest 1', level: 3 })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Vest 6', level: 3 })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Vest 6', 'Vest 7']);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('cancels an item after a confirmation, shows the order the server sends back and toasts the refund', async () => {
    const { requests, user } = openOrder();
    const bib = await itemRow('Muslin Bib');

    // Keep item changes nothing.
    await user.click(bib.getByRole('button', { name: 'Cancel item' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this item?' });
    expect(dialog).toHaveAccessibleDescription(
      'Muslin Bib, size One size (2 pieces) will be cancelled. What you paid for it goes back to your wallet.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep item' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep item' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests(`/api/user/orders/${ORDER._id}`).filter((r) => r.method === 'DELETE')).toEqual(
      [],
    );

    await user.click(bib.getByRole('button', { name: 'Cancel item' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel item' }));

    // ₹400 less its share of the ₹100 discount (400 of 2,049).
    expect(
      await screen.findByText('Item cancelled. ₹380.48 was added to your wallet.'),
    ).toBeInTheDocument();
    const cancels = requests(`/api/user/orders/${ORDER._id}`).filter((r) => r.method === 'DELETE');
    expect(cancels.map((r) => r.url.searchParams.get('itemId'))).toEqual([BIB._id]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bib.getByText('Cancelled')).toBeInTheDocument();
    expect(bib.queryByRole('button', { name: 'Cancel item' })).not.toBeInTheDocument();
    await waitFor(() => expect(bib.getByRole('heading', { name: 'Muslin Bib' })).toHaveFocus());
    // The updated order came with the reply: it was not read again.
    expect(
      requests(`/api/user/orders/${ORDER._id}`).filter((r) => r.method === 'GET'),
    ).toHaveLength(1);
  });

  it("says the server's reason when a cancellation is refused, and shows the item as it now is", async () => {
    const { user, state } = openOrder();
    const bib = await itemRow('Muslin Bib');
    // Delivered meanwhile: the server no longer lets it be cancelled.
    const delivered = {
      ...BIB,
      trackingStatus: 'DELIVERED',
      canCancel: false,
      canReturn: true,
      returnBy: '2026-11-30',
    } as const;
    state.orders[0] = { ...state.orders[0]!, items: [delivered, ROMPER, FROCK] };

    await user.click(bib.getByRole('button', { name: 'Cancel item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel item' }));

    expect(await screen.findByText(ORDER_DETAIL_MESSAGES.notCancellable)).toBeInTheDocument();
    expect(await bib.findByRole('button', { name: 'Request Return' })).toBeInTheDocument();
    expect(bib.queryByRole('button', { name: 'Cancel item' })).not.toBeInTheDocument();
  });

  it("says 'Failed to cancel order' when the server gives no reason", async () => {
    const { user, fetchMock } = openOrderWithBrokenCancel();
    const bib = await itemRow('Muslin Bib');
    await user.click(bib.getByRole('button', { name: 'Cancel item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel item' }));
    expect(await screen.findByText(ORDER_DETAIL_MESSAGES.cancelFailed)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('offers Request Return only while the server allows it, with the last day, and asks first', async () => {
    const late = deliveredLine({
      name: 'Knit Cardigan',
      returnBy: '2026-11-10',
      canReturn: false,
    });
    const { requests, user } = openOrder(makeOrder({ _id: ORDER._id, items: [BIB, FROCK, late] }));
    const frock = await itemRow('Cotton Frock');
    expect(frock.getByText('Return by 30 Nov 2026')).toBeInTheDocument();
    expect(
      (await itemRow('Muslin Bib')).queryByRole('button', { name: 'Request Return' }),
    ).toBeNull();
    const cardigan = await itemRow('Knit Cardigan');
    expect(cardigan.queryByRole('button', { name: 'Request Return' })).not.toBeInTheDocument();
    expect(cardigan.getByText('Returns for this item closed on 10 Nov 2026.')).toBeInTheDocument();

    await user.click(frock.getByRole('button', { name: 'Request Return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return this item?' });
    expect(dialog).toHaveAccessibleDescription(/Returns are accepted until 30 Nov 2026\./);
    await user.click(within(dialog).getByRole('button', { name: 'Request Return' }));

    expect(await toastSaying(ORDER_DETAIL_MESSAGES.returnRequested)).toBeInTheDocument();
    expect(
      requests(`/api/user/orders/${ORDER._id}/return`).map(({ method, body }) => ({
        method,
        body,
      })),
    ).toEqual([{ method: 'PUT', body: { itemId: FROCK._id } }]);
    expect(frock.getByText('Return requested')).toBeInTheDocument();
    expect(
      frock.getByText(
        'You asked to return this item. We will let you know once the return is approved.',
      ),
    ).toBeInTheDocument();
    expect(frock.queryByRole('button', { name: 'Request Return' })).not.toBeInTheDocument();
  });

  it('says where each return stands', async () => {
    openOrder(
      makeOrder({
        refundProcessed: true,
        items: [
          deliveredLine({
            name: 'Approved Vest',
            trackingStatus: 'RETURN_APPROVED',
            canReturn: false,
          }),
          deliveredLine({
            name: 'Rejected Vest',
            trackingStatus: 'RETURN_REJECTED',
            canReturn: false,
            returnRejectionReason: 'It has been worn and washed.',
          }),
          deliveredLine({ name: 'Returned Vest', trackingStatus: 'RETURNED', canReturn: false }),
        ],
      }),
    );
    const approved = await itemRow('Approved Vest');
    expect(approved.getByText('Return approved')).toBeInTheDocument();
    // An earlier refund (refundProcessed) does not pay this one: it is still to come.
    expect(
      approved.getByText('Your return is approved. The refund will be added to your wallet.'),
    ).toBeInTheDocument();
    const rejected = await itemRow('Rejected Vest');
    expect(rejected.getByText('Return rejected')).toBeInTheDocument();
    expect(rejected.getByText(/Your return request was not accepted/)).toBeInTheDocument();
    expect(rejected.getByText('Our reason:').parentElement).toHaveTextContent(
      'Our reason: It has been worn and washed.',
    );
    const returned = await itemRow('Returned Vest');
    expect(returned.getByText('Returned')).toBeInTheDocument();
    expect(
      returned.getByText('This item was returned and the refund is in your wallet.'),
    ).toBeInTheDocument();
    // The order's status settles with them: a return under way.
    expect(screen.getByText('Return in progress')).toBeInTheDocument();
  });

  it("says 'Order not found!' for an id that is not one of the shopper's orders", async () => {
    openOrders('/orders/00000000-0000-4000-8000-00000000dead', [ORDER]);
    expect(
      await screen.findByRole('heading', { name: 'Order not found!', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it("shows 'Failed to fetch orders' with Retry when the order cannot be read", async () => {
    openOrder(ORDER, { orderStatus: 500 });
    expect(await screen.findByText(ORDER_DETAIL_MESSAGES.fetchFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps the order-placed page working after a reload', async () => {
    openOrders(`/orders/placed/${ORDER._id}`, [ORDER]);
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your order is placed.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('LL-2611-00042')).toBeInTheDocument();
  });
});

describe('Download Invoice and credit notes', () => {
  const { saved, blobs: created } = recordDownloads('blob:invoice');

  it('saves the PDF under the name the server gives, sending the session token', async () => {
    const { requests, user } = openOrder();
    await user.click(await screen.findByRole('button', { name: 'Download Invoice' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:invoice', download: 'invoice-LL-2611-00042.pdf' }]),
    );
    expect(created[0]?.type).toBe('application/pdf');
    const [call] = requests(`/api/invoice/${ORDER._id}`);
    expect(call?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(screen.getByRole('button', { name: 'Download Invoice' })).toBeEnabled();
  });

  it("saves a credit note's PDF under the name the server gives, sending the session token", async () => {
    const { requests, user } = openOrder(INVOICED, {
      creditNotes: { [ORDER._id]: [CANCELLED_NOTE, RETURNED_NOTE] },
    });
    const notes = within(await screen.findByRole('region', { name: 'Credit notes' }));
    const second = within(notes.getAllByRole('listitem')[1]!);
    await user.click(second.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { href: 'blob:invoice', download: 'credit-note-LLC-26-27-000002.pdf' },
      ]),
    );
    expect(created[0]?.type).toBe('application/pdf');
    const [call] = requests(`/api/invoice/${ORDER._id}/credit-notes/${RETURNED_NOTE._id}`);
    expect(call?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(requests(`/api/invoice/${ORDER._id}`)).toEqual([]);
  });

  it("says 'Error downloading invoice.' when the invoice cannot be had", async () => {
    const { user } = openOrder(ORDER, { invoiceStatus: 500 });
    await user.click(await screen.findByRole('button', { name: 'Download Invoice' }));
    expect(await screen.findByText(ORDER_DETAIL_MESSAGES.invoiceFailed)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('payments given back', () => {
  const returnedPath = `/api/user/orders/${ORDER._id}/returned-payments`;

  const rows = async () => {
    const region = await screen.findByRole('region', { name: 'Payments given back' });
    return within(region)
      .getAllByRole('listitem')
      .map((row) => within(row));
  };

  it('lists the card payments the order did not need, saying in words where each one went', async () => {
    const { requests } = openOrder(ORDER, {
      returnedPayments: {
        [ORDER._id]: [
          makeReturnedPayment({
            amount: 1999,
            reason: 'The order was already paid',
            status: 'refunded',
            refundId: 'rfnd_card_1',
            createdAt: '2026-11-22T10:05:00.000Z',
          }),
          makeReturnedPayment({
            amount: 1999,
            reason: 'A newer payment attempt replaced this one',
            status: 'pending',
            refundId: null,
            createdAt: '2026-11-23T10:05:00.000Z',
          }),
          makeReturnedPayment({
            amount: 450.5,
            reason: 'The order was cancelled before the payment arrived',
            status: 'credited',
            refundId: null,
            createdAt: '2026-11-24T10:05:00.000Z',
          }),
        ],
      },
    });

    const [refunded, pending, credited, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(refunded!.getByText('₹1,999.00')).toBeInTheDocument();
    expect(refunded!.getByText('Refunded to your card')).toBeInTheDocument();
    expect(refunded!.getByText('The order was already paid · 22 Nov 2026')).toBeInTheDocument();
    expect(refunded!.getByText('rfnd_card_1')).toBeInTheDocument();
    // The shopper has no use for the gateway's payment id.
    expect(refunded!.queryByText(/^Payment id/)).not.toBeInTheDocument();
    expect(pending!.getByText('Refund on its way to your card')).toBeInTheDocument();
    expect(
      pending!.getByText('A newer payment attempt replaced this one · 23 Nov 2026'),
    ).toBeInTheDocument();
    expect(pending!.queryByText(/^Refund id/)).not.toBeInTheDocument();
    expect(credited!.getByText('₹450.50')).toBeInTheDocument();
    expect(credited!.getByText('Added to your wallet')).toBeInTheDocument();
    expect(
      credited!.getByText('The order was cancelled before the payment arrived · 24 Nov 2026'),
    ).toBeInTheDocument();
    expect(credited!.queryByText(/^Refund id/)).not.toBeInTheDocument();
    const [call] = requests(returnedPath);
    expect(call?.headers.get('Authorization')).toBe('Bearer test-token');
  });

  it('shows nothing while there are none', async () => {
    const { requests } = openOrder();
    await screen.findByRole('heading', { name: 'Order LL-2611-00042', level: 1 });
    await waitFor(() => expect(requests(returnedPath)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Payments given back' })).not.toBeInTheDocument();
  });

  it('does not ask for an order not paid by card, which has no card payments', async () => {
    const cash = makeOrder({ paymentMethod: 'COD', paymentStatus: 'Pending' });
    const { requests } = openOrder(cash);
    await screen.findByRole('heading', { name: `Order ${cash.orderNumber}`, level: 1 });
    await screen.findByRole('region', { name: 'Order summary' });
    expect(requests(`/api/user/orders/${cash._id}/returned-payments`)).toEqual([]);
  });

  it('offers Retry when they cannot be read, and lists them once read', async () => {
    const { user } = openOrder(ORDER, {
      returnedPaymentsFailures: 1,
      returnedPayments: { [ORDER._id]: [makeReturnedPayment({ status: 'credited' })] },
    });
    const region = within(await screen.findByRole('region', { name: 'Payments given back' }));
    expect(region.getByText('The payments given back could not be loaded.')).toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Retry' }));
    expect(await region.findByText('Added to your wallet')).toBeInTheDocument();
    expect(region.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('reads them again after a payment: a retried payment the order did not need shows up', async () => {
    const failed = makeOrder({ ...ORDER, paymentStatus: 'Failed', canRetryPayment: true });
    const givenBack: Record<string, ReturnType<typeof makeReturnedPayment>[]> = {};
    const { user, router, requests } = openOrder(failed, {
      verifyGivesBack: true,
      returnedPayments: givenBack,
    });
    await user.click(await screen.findByRole('button', { name: 'Retry Payment' }));
    await waitFor(() => expect(requests(returnedPath)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Payments given back' })).not.toBeInTheDocument();

    // Paid elsewhere meanwhile: this payment is given back.
    givenBack[ORDER._id] = [makeReturnedPayment({ status: 'pending', refundId: null })];
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: /^Pay / }));
    const said = await toastSaying(PAYMENT_MESSAGES.paymentGivenBack);
    expect(said.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'info');

    await router.navigate(`/orders/${ORDER._id}`);
    const [row, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(row!.getByText('Refund on its way to your card')).toBeInTheDocument();
  });
});

describe('what a cancelled item gave back', () => {
  const summaryNote =
    'Refunds give back what each item was paid for, after its share of the discount. The discount on the items you keep stays as it was.';

  /** ORDER (paid by card) with the bib cancelled; `overrides` may change how it is paid. */
  const withCancelledBib = (overrides: Partial<PlacedOrder> = {}) =>
    makeOrder({
      ...ORDER,
      items: [{ ...BIB, trackingStatus: 'CANCELLED', canCancel: false }, ROMPER, FROCK],
      ...overrides,
    });

  it("says under the totals how refunds treat the discount, and what the cancelled item's refund was", async () => {
    openOrder(withCancelledBib());
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(summary.getByText(summaryNote)).toBeInTheDocument();
    // ₹400 less its own ₹19.52 share of the discount.
    expect(
      (await itemRow('Muslin Bib')).getByText('Cancelled. ₹380.48 went back to your wallet.'),
    ).toBeInTheDocument();
    expect((await itemRow('Bunny Romper')).queryByText(/went back/)).not.toBeInTheDocument();
  });

  it('says both once an item is cancelled on the page', async () => {
    const { user } = openOrder();
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(summary.queryByText(summaryNote)).not.toBeInTheDocument();
    const bib = await itemRow('Muslin Bib');
    await user.click(bib.getByRole('button', { name: 'Cancel item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel item' }));

    expect(
      await bib.findByText('Cancelled. ₹380.48 went back to your wallet.'),
    ).toBeInTheDocument();
    expect(summary.getByText(summaryNote)).toBeInTheDocument();
  });

  it('says how refunds treat the discount once an item is returned too', async () => {
    openOrder(
      makeOrder({
        ...ORDER,
        items: [{ ...FROCK, trackingStatus: 'RETURNED', canReturn: false }, ROMPER],
      }),
    );
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(summary.getByText(summaryNote)).toBeInTheDocument();
  });

  it('says nothing of the discount when there was none', async () => {
    openOrder(
      makeOrder({
        items: [
          makeOrderLine({ name: 'Plain Vest', trackingStatus: 'CANCELLED', canCancel: false }),
        ],
      }),
    );
    const summary = within(await screen.findByRole('region', { name: 'Order summary' }));
    expect(summary.queryByText(summaryNote)).not.toBeInTheDocument();
    expect(
      (await itemRow('Plain Vest')).getByText('Cancelled. ₹400.00 went back to your wallet.'),
    ).toBeInTheDocument();
  });

  it('names no refund for a cancelled item of a cash order, paid only on delivery', async () => {
    openOrder(withCancelledBib({ paymentMethod: 'COD', paymentStatus: 'Paid' }));
    const bib = await itemRow('Muslin Bib');
    expect(bib.getByText('Cancelled')).toBeInTheDocument();
    expect(bib.queryByText(/^Cancelled\. /)).not.toBeInTheDocument();
  });

  it('names no refund while a card order is unpaid', async () => {
    openOrder(withCancelledBib({ paymentStatus: 'Failed' }));
    const bib = await itemRow('Muslin Bib');
    expect(bib.getByText('Cancelled')).toBeInTheDocument();
    expect(bib.queryByText(/^Cancelled\. /)).not.toBeInTheDocument();
  });

  it('names no place for the refund of a card order refunded once wholly cancelled', async () => {
    // Perhaps paid after it was cancelled whole: then the payment itself goes back, to the card
    // or the wallet, as its payments given back say.
    const cancelled = (item: typeof BIB) => ({
      ...item,
      trackingStatus: 'CANCELLED' as const,
      canCancel: false,
      canReturn: false,
    });
    openOrder(
      makeOrder({
        ...ORDER,
        paymentStatus: 'Refunded',
        items: [cancelled(BIB), cancelled(ROMPER)],
      }),
    );
    expect(
      (await itemRow('Muslin Bib')).getByText(
        'Cancelled. ₹380.48 of what you paid goes back to you.',
      ),
    ).toBeInTheDocument();
  });
});

describe('Retry Payment without a card gateway', () => {
  it('is not offered when the shop takes no card payments', async () => {
    openOrder(makeOrder({ paymentStatus: 'Failed' }), { paymentProvider: null });
    await screen.findByRole('heading', { name: 'Order LL-2611-00007', level: 1 });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Retry Payment' })).not.toBeInTheDocument(),
    );
  });
});

/** The order page, with a server that answers a cancellation with a bare 500. */
function openOrderWithBrokenCancel() {
  const fake = openOrder();
  const through = globalThis.fetch;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'DELETE' ? new Response('', { status: 500 }) : through(input, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { ...fake, fetchMock };
}
