import type { OrderMoney } from '@littleloom/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { requestedUrls } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../testing';
import { makeAdminOrder, makeOrderLine, sent, stubOrdersApi } from './testing';

afterEach(() => {
  localStorage.clear();
  toast.dismiss();
});

async function toasts() {
  return within(await screen.findByRole('region', { name: /notifications/i }));
}

/** The value beside `label` in the order's summary. */
function fact(label: string): HTMLElement {
  const value = screen.getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`no value for ${label}`);
  return value;
}

describe("an order's money in the back office", () => {
  it('lists payments and refunds, and Refund processed says the same', async () => {
    storeAdminSession();
    const bib = makeOrderLine({ name: 'Muslin Bib', trackingStatus: 'CANCELLED', price: 300 });
    const romper = makeOrderLine({
      name: 'Cotton Romper',
      trackingStatus: 'RETURN_APPROVED',
      price: 499,
    });
    const order = makeAdminOrder({ orderNumber: 'LL-202603-00031', items: [bib, romper] });
    const money: OrderMoney = {
      paid: 849,
      payments: [
        { amount: 849, method: 'card', paidAt: '2026-03-03T10:36:00.000Z', paymentId: 'pay_1' },
      ],
      refunded: 300,
      refunds: [
        {
          amount: 300,
          to: 'wallet',
          state: 'done',
          at: '2026-03-04T05:00:00.000Z',
          reason: 'cancelled',
          detail: null,
          items: [{ itemId: bib._id, name: 'Muslin Bib', size: 'M', quantity: 1, amount: 300 }],
          delivery: 0,
        },
      ],
      left: 549,
      refundDue: 0,
    };
    stubOrdersApi([order], undefined, {}, {}, { [order._id]: money });
    renderApp(`/admin/orders/${order._id}`);

    const section = within(await screen.findByRole('region', { name: 'Payments and refunds' }));
    const refunds = await section.findByRole('list', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('Refund · to the shopper’s wallet−₹300.00');
    expect(refunds).toHaveTextContent('Muslin Bib (size M) × 1₹300.00');
    expect(section.getByText('Paid after refunds').nextElementSibling).toHaveTextContent('₹549.00');
    // The approved return waits for Process Refund: the server counts what it is worth.
    expect(
      section.getByText('Refund due for approved returns').nextElementSibling,
    ).toHaveTextContent('₹499.00');
    expect(fact('Refund processed')).toHaveTextContent('Yes, ₹300.00 · ₹499.00 due');
  });

  it('sends one refund for a double click, and says it once', async () => {
    storeAdminSession();
    const order = makeAdminOrder({
      orderNumber: 'LL-202603-00032',
      items: [
        makeOrderLine({ name: 'Cotton Romper', trackingStatus: 'RETURN_APPROVED', price: 499 }),
      ],
    });
    const { mock } = stubOrdersApi([order]);
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    await user.click(await screen.findByRole('button', { name: 'Process Refund' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Process the refund for order LL-202603-00032?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Process refund' });
    // Two clicks before the page can draw the first one's spinner.
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    const notes = await toasts();
    expect(await notes.findByText('Refund processed')).toBeVisible();
    await waitFor(() => expect(fact('Refund processed')).toHaveTextContent('Yes, ₹499.00'));
    expect(sent(mock, 'POST')).toEqual([
      [`/api/admin/orders/${order._id}/process-refund`, undefined],
    ]);
    expect(notes.queryByText('Failed to process refund')).not.toBeInTheDocument();
  });
});

describe('the order list, by settled status and invoice number', () => {
  it('narrows to orders that settled a given way, and finds one by its invoice number', async () => {
    storeAdminSession();
    const { mock } = stubOrdersApi([
      makeAdminOrder({
        orderNumber: 'LL-202603-00003',
        invoiceNumber: 'LL/26-27/000012',
        items: [
          makeOrderLine({ trackingStatus: 'RETURNED' }),
          makeOrderLine({ trackingStatus: 'RETURN_REJECTED' }),
        ],
      }),
      makeAdminOrder({
        orderNumber: 'LL-202603-00002',
        invoiceNumber: 'LL/26-27/000011',
        items: [makeOrderLine({ trackingStatus: 'DELIVERED' })],
      }),
      makeAdminOrder({
        orderNumber: 'LL-202603-00001',
        items: [makeOrderLine({ trackingStatus: 'CANCELLED' })],
      }),
    ]);
    const user = userEvent.setup();
    const { router } = renderApp('/admin/orders');

    const table = await screen.findByRole('table', { name: 'Orders, newest first' });
    await within(table).findByText('LL-202603-00003');
    const row = within(table).getByText('LL-202603-00003').closest('tr')!;
    expect(row).toHaveTextContent('Partly returned');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Partly returned');
    await waitFor(() => expect(router.state.location.search).toBe('?status=PARTLY_RETURNED'));
    await waitFor(() =>
      expect(within(table).queryByText('LL-202603-00002')).not.toBeInTheDocument(),
    );
    expect(within(table).getByText('LL-202603-00003')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    const search = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(search).toHaveAttribute('placeholder', 'Order number, e-mail or invoice number');
    await user.type(search, 'LL/26-27/000011');
    await waitFor(() =>
      expect(within(table).queryByText('LL-202603-00003')).not.toBeInTheDocument(),
    );
    expect(within(table).getByText('LL-202603-00002')).toBeVisible();
    const asked = requestedUrls(mock).filter((url) => url.pathname === '/api/admin/orders');
    expect(asked.at(-1)?.searchParams.get('search')).toBe('LL/26-27/000011');
  });
});
