import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { recordDownloads } from '../../../test/downloads';
import { storeAdminSession } from '../testing';
import {
  makeAdminOrder,
  makeCreditNote,
  makeOrderLine,
  makeReturnedPayment,
  sent,
  stubOrdersApi,
} from './testing';

afterEach(() => {
  localStorage.clear();
  toast.dismiss();
});

async function toasts() {
  return within(await screen.findByRole('region', { name: /notifications/i }));
}

/** The value beside `label` in the order's summary or address. */
function fact(label: string): HTMLElement {
  const value = screen.getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

function itemRow(name: string): HTMLElement {
  const table = screen.getByRole('table', { name: /^Items of order/ });
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('order details', () => {
  it('shows the order, its customer, money, address and items', async () => {
    storeAdminSession();
    const order = makeAdminOrder({
      orderNumber: 'LL-202603-00012',
      user: { name: 'Asha Rao', email: 'asha@example.com' },
      discountAmount: 100,
      paymentStatus: 'Pending',
      paymentMethod: 'COD',
      items: [
        makeOrderLine({ name: 'Cotton Romper', size: '6-12M', quantity: 2, price: 499 }),
        makeOrderLine({ name: 'Knit Booties', size: 'S', price: 299, trackingStatus: 'SHIPPED' }),
      ],
    });
    const { mock } = stubOrdersApi([order]);
    renderApp(`/admin/orders/${order._id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order LL-202603-00012' }),
    ).toBeVisible();
    expect(screen.getByText(order._id)).toBeVisible();
    expect(fact('User')).toHaveTextContent('Asha Raoasha@example.com');
    expect(fact('Total price')).toHaveTextContent('₹1,297.00');
    expect(fact('Discount')).toHaveTextContent('₹100.00');
    expect(fact('Final price')).toHaveTextContent('₹1,247.00');
    expect(fact('Total quantity')).toHaveTextContent('3');
    // The order's status in the words the shopper reads too.
    expect(fact('Status')).toHaveTextContent('In progress');
    expect(fact('Payment status')).toHaveTextContent('Pending');
    expect(within(fact('Payment status')).getByText('Pending')).toHaveClass('bg-red-50');
    expect(fact('Payment method')).toHaveTextContent('Cash on Delivery');
    await waitFor(() => expect(fact('Refund processed')).toHaveTextContent('No'));
    // Nothing has shipped: no invoice yet, so no credit notes to ask for.
    expect(fact('Invoice')).toHaveTextContent('Not issued yet');
    expect(screen.queryByRole('region', { name: 'Credit notes' })).not.toBeInTheDocument();
    expect(sent(mock, 'GET', '/api/invoice')).toEqual([]);
    for (const [label, value] of [
      ['Name', 'Asha Rao'],
      ['Phone', '9876543210'],
      ['Street', '12 MG Road'],
      ['City', 'Bengaluru'],
      ['State', 'Karnataka'],
      ['ZIP', '560001'],
      ['Country', 'India'],
    ] as const) {
      expect(fact(label)).toHaveTextContent(value);
    }

    const table = screen.getByRole('table', { name: 'Items of order LL-202603-00012' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Item', 'Quantity', 'Price', 'Total', 'Tracking status', 'Actions']);
    const romper = itemRow('Cotton Romper');
    expect(romper).toHaveTextContent('Size 6-12M');
    expect(romper).toHaveTextContent('₹998.00');
    expect(romper.querySelector('img')).toHaveAttribute('width', '48');
    expect(within(itemRow('Knit Booties')).getAllByText('Shipped')[0]).toBeInTheDocument();
    expect(
      within(romper).getByRole('link', { name: 'View details of Cotton Romper (size 6-12M)' }),
    ).toHaveAttribute('href', `/admin/orders/${order._id}/products/${order.items[0]!.productId}`);
  });

  it('says "Not collected" for the payment of a cash order cancelled whole, in the list too', async () => {
    storeAdminSession();
    const order = makeAdminOrder({
      orderNumber: 'LL-202603-00031',
      paymentStatus: 'Pending',
      paymentMethod: 'COD',
      items: [makeOrderLine({ trackingStatus: 'CANCELLED' })],
    });
    stubOrdersApi([order]);
    renderApp(`/admin/orders/${order._id}`);

    await screen.findByText('Final price');
    expect(fact('Status')).toHaveTextContent('Cancelled');
    expect(fact('Payment status')).toHaveTextContent('Not collected');
    expect(fact('Payment status')).not.toHaveTextContent('Pending');
  });

  it('leaves the discount out when there was none, and says N/A for a missing method', async () => {
    storeAdminSession();
    // An order from before payment methods were recorded.
    const order = { ...makeAdminOrder(), paymentMethod: '' as 'COD' };
    stubOrdersApi([order]);
    renderApp(`/admin/orders/${order._id}`);

    await screen.findByText('Final price');
    expect(screen.queryByText('Discount', { selector: 'dt' })).not.toBeInTheDocument();
    expect(fact('Payment method')).toHaveTextContent('N/A');
  });

  it('offers in Change only the moves the item’s status allows, and applies one', async () => {
    storeAdminSession();
    const pending = makeOrderLine({ name: 'Cotton Romper' });
    const order = makeAdminOrder({
      items: [
        pending,
        makeOrderLine({ name: 'Knit Booties', trackingStatus: 'SHIPPED' }),
        makeOrderLine({ name: 'Sun Hat', trackingStatus: 'DELIVERED' }),
        makeOrderLine({ name: 'Rain Boots', trackingStatus: 'CANCELLED' }),
        makeOrderLine({ name: 'Play Mat', trackingStatus: 'RETURN_APPROVED' }),
      ],
    });
    const { mock } = stubOrdersApi([order]);
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    const change = await screen.findByRole('combobox', {
      name: 'Change status of Cotton Romper (size M)',
    });
    expect(options(change)).toEqual(['Change…', 'Shipped', 'Delivered', 'Cancelled']);
    expect(
      options(screen.getByRole('combobox', { name: 'Change status of Knit Booties (size M)' })),
    ).toEqual(['Change…', 'Pending', 'Delivered', 'Cancelled']);
    for (const name of ['Sun Hat', 'Rain Boots', 'Play Mat']) {
      const row = itemRow(name);
      expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    }

    // Shipped can be undone by the next move: it goes without a question.
    await user.selectOptions(change, 'Shipped');
    expect(await (await toasts()).findByText('Tracking status updated')).toBeVisible();
    expect(sent(mock, 'PUT')).toEqual([
      [
        `/api/admin/orders/${order._id}/item/${pending._id}/tracking-status`,
        { trackingStatus: 'SHIPPED' },
      ],
    ]);
    await waitFor(() =>
      expect(
        options(screen.getByRole('combobox', { name: 'Change status of Cotton Romper (size M)' })),
      ).toEqual(['Change…', 'Pending', 'Delivered', 'Cancelled']),
    );
    expect(within(itemRow('Cotton Romper')).getAllByText('Shipped')[0]).toBeInTheDocument();
  });

  it('names two colours of one style apart, by the colour each was bought in', async () => {
    storeAdminSession();
    const order = makeAdminOrder({
      items: [
        makeOrderLine({ name: 'Blossom Puff-Sleeve Frock', colourName: 'Rose' }),
        makeOrderLine({ name: 'Blossom Puff-Sleeve Frock', colourName: 'Sky' }),
      ],
    });
    stubOrdersApi([order]);
    renderApp(`/admin/orders/${order._id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }),
    ).toBeVisible();
    expect(
      screen.getByRole('combobox', {
        name: 'Change status of Blossom Puff-Sleeve Frock — Rose (size M)',
      }),
    ).toBeVisible();
    expect(itemRow('Blossom Puff-Sleeve Frock — Sky')).toBeVisible();
    expect(itemRow('Blossom Puff-Sleeve Frock — Rose')).not.toBe(
      itemRow('Blossom Puff-Sleeve Frock — Sky'),
    );
  });

  it('asks before marking an item delivered, which ends its moves', async () => {
    storeAdminSession();
    const order = makeAdminOrder({ items: [makeOrderLine({ name: 'Cotton Romper' })] });
    const { mock } = stubOrdersApi([order]);
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Change status of Cotton Romper (size M)' }),
      'Delivered',
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark Cotton Romper (size M) as delivered?',
    });
    expect(sent(mock, 'PUT')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));

    expect(await (await toasts()).findByText('Tracking status updated')).toBeVisible();
    await waitFor(() => expect(fact('Status')).toHaveTextContent('Delivered'));
    expect(within(itemRow('Cotton Romper')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('cancels an item only after a confirmation that names it', async () => {
    storeAdminSession();
    const romper = makeOrderLine({ name: 'Cotton Romper' });
    const order = makeAdminOrder({
      orderNumber: 'LL-202603-00012',
      items: [romper, makeOrderLine({ name: 'Knit Booties' })],
    });
    const { mock } = stubOrdersApi([order]);
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    const cancel = await screen.findByRole('button', { name: 'Cancel Cotton Romper (size M)' });
    await user.click(cancel);
    let dialog = await screen.findByRole('dialog', { name: 'Cancel Cotton Romper (size M)?' });
    expect(dialog).toHaveAccessibleDescription(/Order LL-202603-00012, Asha Rao\./);
    expect(within(dialog).getByRole('button', { name: 'Keep item' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep item' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(mock, 'PUT')).toEqual([]);

    await user.click(cancel);
    dialog = await screen.findByRole('dialog', { name: 'Cancel Cotton Romper (size M)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel item' }));

    expect(await (await toasts()).findByText('Tracking status updated')).toBeVisible();
    expect(sent(mock, 'PUT')).toEqual([
      [
        `/api/admin/orders/${order._id}/item/${romper._id}/tracking-status`,
        { trackingStatus: 'CANCELLED' },
      ],
    ]);
    await waitFor(() =>
      expect(within(itemRow('Cotton Romper')).getAllByText('Cancelled')[0]).toBeInTheDocument(),
    );
    expect(within(itemRow('Cotton Romper')).queryByRole('combobox')).not.toBeInTheDocument();
    // Its Cancel button is gone: focus waits on the items' heading, not at the page's start.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Items' })).toHaveFocus());
    // The other item is still open, and so is the order.
    expect(fact('Status')).toHaveTextContent('In progress');
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
  });

  it('cancels the whole order after asking, and shows it cancelled', async () => {
    storeAdminSession();
    const order = makeAdminOrder({
      orderNumber: 'LL-202603-00012',
      items: [
        makeOrderLine({ name: 'Cotton Romper' }),
        makeOrderLine({ name: 'Knit Booties', trackingStatus: 'SHIPPED' }),
      ],
    });
    const { mock } = stubOrdersApi([order]);
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order LL-202603-00012?' });
    expect(dialog).toHaveAccessibleDescription(/2 items are still open\./);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await (await toasts()).findByText('Order cancelled')).toBeVisible();
    expect(sent(mock, 'DELETE')).toEqual([[`/api/admin/orders/${order._id}`, undefined]]);
    await waitFor(() => expect(fact('Status')).toHaveTextContent('Cancelled'));
    expect(within(fact('Status')).getByText('Cancelled')).toHaveClass('bg-red-50');
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Change status/ })).not.toBeInTheDocument();
  });

  it('moves every open item at once', async () => {
    storeAdminSession();
    const order = makeAdminOrder({
      items: [makeOrderLine({ name: 'Cotton Romper' }), makeOrderLine({ name: 'Knit Booties' })],
    });
    const { mock } = stubOrdersApi([order]);
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    const all = await screen.findByRole('combobox', { name: 'Change every open item' });
    expect(options(all)).toEqual(['Change…', 'Shipped', 'Delivered']);
    await user.selectOptions(all, 'Shipped');

    expect(await (await toasts()).findByText('Order status updated')).toBeVisible();
    expect(sent(mock, 'PATCH')).toEqual([
      [`/api/admin/orders/${order._id}/status`, { status: 'SHIPPED' }],
    ]);
    await waitFor(() =>
      expect(within(itemRow('Knit Booties')).getAllByText('Shipped')[0]).toBeInTheDocument(),
    );
  });

  it('approves or rejects a waiting return after asking', async () => {
    storeAdminSession();
    const romper = makeOrderLine({ name: 'Cotton Romper', trackingStatus: 'RETURN_REQUESTED' });
    const booties = makeOrderLine({ name: 'Knit Booties', trackingStatus: 'RETURN_REQUESTED' });
    const order = makeAdminOrder({ items: [romper, booties] });
    const { mock } = stubOrdersApi([order]);
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    expect(await screen.findByText('Cotton Romper')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Process Refund' })).not.toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Reject return of Knit Booties (size M)' }),
    );
    let dialog = await screen.findByRole('dialog', {
      name: 'Reject the return of Knit Booties (size M)?',
    });
    // The customer is told why: the reason is asked first, and nothing goes without one.
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for the customer' });
    await waitFor(() => expect(reason).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Reject return' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Give the customer a reason for rejecting the return.',
    );
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Reject return' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The reason needs at least 3 characters.',
    );
    expect(sent(mock, 'PUT')).toEqual([]);
    await user.clear(reason);
    await user.type(reason, 'Worn, and the tags are off.');
    expect(within(dialog).getByText('27 of 300 characters')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Reject return' }));
    expect(await (await toasts()).findByText('Return rejected')).toBeVisible();

    await user.click(
      await screen.findByRole('button', { name: 'Approve return of Cotton Romper (size M)' }),
    );
    dialog = await screen.findByRole('dialog', {
      name: 'Approve the return of Cotton Romper (size M)?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Approve return' }));
    expect(await (await toasts()).findByText('Return approved')).toBeVisible();

    expect(sent(mock, 'PUT')).toEqual([
      [
        `/api/admin/orders/${order._id}/items/${booties._id}/approve-return`,
        { approvalStatus: 'REJECTED', reason: 'Worn, and the tags are off.' },
      ],
      [
        `/api/admin/orders/${order._id}/items/${romper._id}/approve-return`,
        { approvalStatus: 'APPROVED' },
      ],
    ]);
    await waitFor(() =>
      expect(within(itemRow('Cotton Romper')).getAllByText('Return approved')[0]).toBeVisible(),
    );
    expect(within(itemRow('Knit Booties')).getAllByText('Return rejected')[0]).toBeVisible();
    expect(itemRow('Knit Booties')).toHaveTextContent('Reason: Worn, and the tags are off.');
    expect(screen.queryByRole('button', { name: /^(Approve|Reject) return/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Process Refund' })).toBeVisible();
  });

  it('offers Process Refund only while a return is approved, and refunds after asking', async () => {
    storeAdminSession();
    const order = makeAdminOrder({
      orderNumber: 'LL-202603-00012',
      items: [
        makeOrderLine({ name: 'Cotton Romper', trackingStatus: 'RETURN_APPROVED', price: 499 }),
        makeOrderLine({ name: 'Knit Booties', trackingStatus: 'DELIVERED' }),
      ],
    });
    const { mock } = stubOrdersApi([order]);
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    await user.click(await screen.findByRole('button', { name: 'Process Refund' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Process the refund for order LL-202603-00012?',
    });
    expect(dialog).toHaveTextContent('Cotton Romper (size M) × 1');
    expect(dialog).not.toHaveTextContent('Knit Booties');
    await user.click(within(dialog).getByRole('button', { name: 'Process refund' }));

    const notes = await toasts();
    expect(await notes.findByText('Refund processed')).toBeVisible();
    expect(notes.getByText('₹499.00 went to the customer’s wallet.')).toBeVisible();
    expect(sent(mock, 'POST')).toEqual([
      [`/api/admin/orders/${order._id}/process-refund`, undefined],
    ]);
    await waitFor(() => expect(fact('Refund processed')).toHaveTextContent('Yes'));
    expect(within(itemRow('Cotton Romper')).getAllByText('Returned')[0]).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Process Refund' })).not.toBeInTheDocument();
  });

  it('says the server’s reason for a refused move, and shows the order as it now is', async () => {
    storeAdminSession();
    const order = makeAdminOrder({ items: [makeOrderLine({ name: 'Cotton Romper' })] });
    const { mock } = stubOrdersApi([order], (_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse(
            { success: false, message: 'An item that is CANCELLED cannot be set to SHIPPED.' },
            409,
          )
        : undefined,
    );
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Change status of Cotton Romper (size M)' }),
      'Shipped',
    );
    const notes = await toasts();
    expect(await notes.findByText('Failed to update product status')).toBeVisible();
    expect(notes.getByText('An item that is CANCELLED cannot be set to SHIPPED.')).toBeVisible();
    // The order is read again, in case someone else changed it.
    await waitFor(() =>
      expect(
        mock.mock.calls.filter(([input]) => String(input) === `/api/admin/orders/${order._id}`),
      ).toHaveLength(2),
    );
  });

  it('says “Order not found.” when there is no such order', async () => {
    storeAdminSession();
    stubOrdersApi([]);
    renderApp('/admin/orders/00000000-0000-4000-8000-000000000999');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order not found.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });

  it('goes back to the list it came from, on the same page and filter', async () => {
    storeAdminSession();
    const orders = Array.from({ length: 8 }, (_, i) =>
      makeAdminOrder({ orderNumber: `LL-202603-${String(8 - i).padStart(5, '0')}` }),
    );
    stubOrdersApi(orders);
    const user = userEvent.setup();
    const { router } = renderApp('/admin/orders?status=PENDING&page=2');

    await user.click(await screen.findByRole('link', { name: 'View order LL-202603-00001' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order LL-202603-00001' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    expect(router.state.location.search).toBe('?status=PENDING&page=2');
  });
});

describe('invoice and credit notes', () => {
  const { saved, blobs } = recordDownloads('blob:credit-note');

  const invoiced = () =>
    makeAdminOrder({
      orderNumber: 'LL-202603-00012',
      invoiceNumber: 'LL/26-27/000001',
      items: [
        makeOrderLine({ name: 'Cotton Romper', trackingStatus: 'SHIPPED' }),
        makeOrderLine({ name: 'Knit Booties', trackingStatus: 'CANCELLED' }),
      ],
    });

  const creditNoteRows = async () => {
    const region = await screen.findByRole('region', { name: 'Credit notes' });
    return within(region)
      .getAllByRole('listitem')
      .map((row) => within(row));
  };

  it('shows the invoice number and lists the credit notes with their reason, date and amount', async () => {
    const token = storeAdminSession();
    const order = invoiced();
    const { mock } = stubOrdersApi([order], undefined, {
      [order._id]: [
        makeCreditNote({ number: 'LLC/26-27/000001', reason: 'cancelled', amount: 523.95 }),
        makeCreditNote({
          number: 'LLC/26-27/000004',
          reason: 'returned',
          issuedAt: '2026-03-09T06:30:00.000Z',
          amount: 1299,
        }),
      ],
    });
    renderApp(`/admin/orders/${order._id}`);

    expect(await screen.findByText('Final price')).toBeVisible();
    expect(fact('Invoice')).toHaveTextContent('LL/26-27/000001');
    const [first, second, ...rest] = await creditNoteRows();
    expect(rest).toEqual([]);
    expect(first!.getByText('LLC/26-27/000001')).toBeVisible();
    expect(first!.getByText(/^Cancelled items · 5 Mar 2026/)).toBeVisible();
    expect(first!.getByText('₹523.95')).toBeVisible();
    expect(first!.getByRole('button', { name: 'Download' })).toHaveAccessibleDescription(
      'LLC/26-27/000001',
    );
    expect(second!.getByText('LLC/26-27/000004')).toBeVisible();
    expect(second!.getByText(/^Returned items · 9 Mar 2026/)).toBeVisible();
    expect(second!.getByText('₹1,299.00')).toBeVisible();

    const [[, init]] = mock.mock.calls.filter(([input]) =>
      String(input).endsWith(`/api/invoice/${order._id}/credit-notes`),
    ) as [[RequestInfo, RequestInit]];
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('downloads a credit note’s PDF under the server’s name, with the admin token', async () => {
    const token = storeAdminSession();
    const order = invoiced();
    const note = makeCreditNote({ number: 'LLC/26-27/000004' });
    const { mock } = stubOrdersApi([order], undefined, { [order._id]: [note] });
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    const [row] = await creditNoteRows();
    await user.click(row!.getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { href: 'blob:credit-note', download: 'credit-note-LLC-26-27-000004.pdf' },
      ]),
    );
    expect(blobs[0]?.type).toBe('application/pdf');
    const downloads = mock.mock.calls.filter(([input]) =>
      String(input).endsWith(`/credit-notes/${note._id}`),
    );
    expect(downloads.map(([input]) => String(input))).toEqual([
      `/api/invoice/${order._id}/credit-notes/${note._id}`,
    ]);
    expect(new Headers(downloads[0]![1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('lists the credit note a cancellation after the invoice brings', async () => {
    storeAdminSession();
    const order = invoiced();
    stubOrdersApi([order]);
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order LL-202603-00012?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    const [row, ...rest] = await creditNoteRows();
    expect(rest).toEqual([]);
    expect(row!.getByText('LLC/26-27/000001')).toBeVisible();
    expect(row!.getByText(/^Cancelled items/)).toBeVisible();
    expect(row!.getByText('₹499.00')).toBeVisible();
  });
});

describe('payments given back', () => {
  const returnedPath = (orderId: string) => `/api/user/orders/${orderId}/returned-payments`;

  const rows = async () => {
    const region = await screen.findByRole('region', { name: 'Payments given back' });
    return within(region)
      .getAllByRole('listitem')
      .map((row) => within(row));
  };

  it('lists each payment the order did not need, by its id, with where its money stands', async () => {
    const token = storeAdminSession();
    const order = makeAdminOrder({ orderNumber: 'LL-202603-00012' });
    const { mock } = stubOrdersApi([order], undefined, undefined, {
      [order._id]: [
        makeReturnedPayment({
          paymentId: 'pay_second',
          amount: 1047,
          reason: 'The order was already paid',
          status: 'refunded',
          refundId: 'rfnd_card_1',
        }),
        makeReturnedPayment({
          paymentId: 'pay_replaced',
          amount: 1047,
          reason: 'A newer payment attempt replaced this one',
          status: 'pending',
          refundId: null,
        }),
        makeReturnedPayment({
          paymentId: 'pay_refused',
          amount: 523.5,
          reason: 'The order was cancelled before the payment arrived',
          status: 'credited',
          refundId: null,
          createdAt: '2026-03-05T06:30:00.000Z',
        }),
      ],
    });
    renderApp(`/admin/orders/${order._id}`);

    const [refunded, pending, credited, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(refunded!.getByText('₹1,047.00')).toBeVisible();
    expect(refunded!.getByText('Refunded to the card')).toBeVisible();
    expect(refunded!.getByText(/^The order was already paid · 3 Mar 2026/)).toBeVisible();
    expect(refunded!.getByText('rfnd_card_1')).toBeVisible();
    expect(refunded!.getByText('pay_second')).toBeVisible();
    expect(pending!.getByText('Refund on its way to the card')).toBeVisible();
    expect(pending!.getByText(/^A newer payment attempt replaced this one · /)).toBeVisible();
    expect(pending!.queryByText(/^Refund id/)).not.toBeInTheDocument();
    expect(pending!.getByText('pay_replaced')).toBeVisible();
    expect(credited!.getByText('₹523.50')).toBeVisible();
    expect(credited!.getByText('Added to the shopper’s wallet')).toBeVisible();
    expect(credited!.getByText(/ · 5 Mar 2026/)).toBeVisible();
    expect(credited!.queryByText(/^Refund id/)).not.toBeInTheDocument();

    const [[, init]] = mock.mock.calls.filter(([input]) =>
      String(input).endsWith(returnedPath(order._id)),
    ) as [[RequestInfo, RequestInit]];
    expect(new Headers(init.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('shows nothing while there are none, and asks only for a card order', async () => {
    storeAdminSession();
    const card = makeAdminOrder();
    const cash = makeAdminOrder({ paymentMethod: 'COD', paymentStatus: 'Pending' });
    const { mock } = stubOrdersApi([card, cash]);
    const { router } = renderApp(`/admin/orders/${card._id}`);

    await screen.findByText('Final price');
    await waitFor(() => expect(sent(mock, 'GET', returnedPath(card._id))).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Payments given back' })).not.toBeInTheDocument();

    await router.navigate(`/admin/orders/${cash._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Order ${cash.orderNumber}` }),
    ).toBeVisible();
    expect(sent(mock, 'GET', returnedPath(cash._id))).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Payments given back' })).not.toBeInTheDocument();
  });

  it('offers Retry when they cannot be read, and lists them once read', async () => {
    storeAdminSession();
    const order = makeAdminOrder();
    let failures = 1;
    stubOrdersApi(
      [order],
      (url) => {
        if (url.pathname !== returnedPath(order._id) || failures === 0) return undefined;
        failures -= 1;
        return new Response('', { status: 500 });
      },
      undefined,
      { [order._id]: [makeReturnedPayment({ status: 'credited', refundId: null })] },
    );
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    const region = within(await screen.findByRole('region', { name: 'Payments given back' }));
    expect(region.getByText('The payments given back could not be loaded.')).toBeVisible();
    await user.click(region.getByRole('button', { name: 'Retry' }));
    expect(await region.findByText('Added to the shopper’s wallet')).toBeVisible();
    expect(region.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
