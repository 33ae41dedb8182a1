import type { OrderMoney, PlacedOrder } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../test/session';
import { deliveredLine, makeOrder, makeOrderLine, openOrders } from './orders-test-server';

const ROMPER = makeOrderLine({ name: 'Bunny Romper', size: '0-3M', price: 500 });
const BIB = makeOrderLine({ name: 'Muslin Bib', size: 'One size', price: 300 });

/** Paid from the wallet: ₹500 + ₹300 and ₹50 delivery. */
const ORDER = makeOrder({
  _id: '00000000-0000-4000-8000-00000000o077',
  orderNumber: 'LL-2611-00077',
  paymentMethod: 'Wallet',
  items: [ROMPER, BIB],
  createdAt: '2026-11-20T10:00:00.000Z',
});

const moneyPanel = async () =>
  within(await screen.findByRole('region', { name: 'Payments and refunds' }));

beforeEach(() => {
  resetSession();
  toast.dismiss();
});

describe('a cash-on-delivery order cancelled whole', () => {
  const cancelledCod = makeOrder({
    _id: '00000000-0000-4000-8000-00000000o079',
    orderNumber: 'LL-2611-00079',
    paymentMethod: 'COD',
    paymentStatus: 'Pending',
    items: [makeOrderLine({ trackingStatus: 'CANCELLED', canCancel: false })],
  });

  it('reads "Not collected" on its page, not Pending', async () => {
    openOrders(`/orders/${cancelledCod._id}`, [cancelledCod]);
    expect(
      await screen.findByRole('heading', { name: 'Order LL-2611-00079', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText('Payment status:').parentElement).toHaveTextContent(
      'Payment status: Not collected',
    );
  });

  it('reads "Not collected" in the list of orders', async () => {
    openOrders('/orders', [cancelledCod]);
    expect(await screen.findByText('Not collected')).toBeVisible();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
  });
});

describe("an order's payments and refunds", () => {
  it('lists what the server says was paid, each refund with where it went and its items, and what is left', async () => {
    const returned = {
      ...ORDER,
      status: 'RETURNED' as const,
      paymentStatus: 'Refunded',
      items: [
        { ...ROMPER, trackingStatus: 'CANCELLED' as const, canCancel: false },
        deliveredLine({ ...BIB, trackingStatus: 'RETURNED', canReturn: false }),
      ],
    };
    const money: OrderMoney = {
      paid: 1150,
      payments: [
        { amount: 850, method: 'wallet', paidAt: ORDER.createdAt, paymentId: null },
        { amount: 300, method: 'card', paidAt: '2026-11-27T06:30:00.000Z', paymentId: 'pay_x' },
      ],
      refunded: 1100,
      refunds: [
        {
          amount: 500,
          to: 'wallet',
          state: 'done',
          at: '2026-11-21T06:00:00.000Z',
          reason: 'cancelled',
          detail: null,
          items: [
            { itemId: ROMPER._id, name: 'Bunny Romper', size: '0-3M', quantity: 1, amount: 500 },
          ],
          delivery: 0,
        },
        {
          amount: 300,
          to: 'wallet',
          state: 'done',
          at: '2026-11-27T06:00:00.000Z',
          reason: 'returned',
          detail: null,
          items: [
            { itemId: BIB._id, name: 'Muslin Bib', size: 'One size', quantity: 1, amount: 300 },
          ],
          delivery: 0,
        },
        {
          amount: 300,
          to: 'card',
          state: 'pending',
          at: '2026-11-27T07:00:00.000Z',
          reason: 'payment not needed',
          detail: 'The order was already paid',
          items: [],
          delivery: 0,
        },
      ],
      left: 50,
      refundDue: 0,
    };
    openOrders(`/orders/${ORDER._id}`, [returned], { money: { [ORDER._id]: money } });

    const panel = await moneyPanel();
    const paid = within(await panel.findByRole('list', { name: 'Payments' })).getAllByRole(
      'listitem',
    );
    expect(paid.map((payment) => payment.textContent)).toEqual([
      'Paid · Wallet₹850.00' + '20 Nov 2026',
      'Paid · Card / UPI₹300.00' + '27 Nov 2026',
    ]);
    const refunds = within(panel.getByRole('list', { name: 'Refunds' }))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Refunds');
    expect(refunds.map((refund) => refund.textContent)).toEqual([
      'Refund · to your wallet−₹500.00Cancelled · 21 Nov 2026Bunny Romper (size 0-3M) × 1₹500.00',
      'Refund · to your wallet−₹300.00Returned · 27 Nov 2026Muslin Bib (size One size) × 1₹300.00',
      'Refund · on its way to your card−₹300.00Payment not needed: The order was already paid · 27 Nov 2026',
    ]);
    expect(panel.getByText('Paid after refunds').nextElementSibling).toHaveTextContent('₹50.00');
    expect(panel.getByText('Refunded').nextElementSibling).toHaveTextContent('₹1,100.00');
    // The order says how it settled.
    expect(screen.getByText('Order status:').parentElement).toHaveTextContent(
      'Order status: Returned',
    );
  });

  it('adds the refund of an item cancelled on the page', async () => {
    const { user } = openOrders(`/orders/${ORDER._id}`, [ORDER]);
    const panel = await moneyPanel();
    expect(await panel.findByText('Paid after refunds')).toBeInTheDocument();
    expect(panel.queryByRole('list', { name: 'Refunds' })).not.toBeInTheDocument();

    const romper = within(
      (await screen.findByRole('heading', { name: 'Bunny Romper', level: 3 })).closest('li')!,
    );
    await user.click(romper.getByRole('button', { name: 'Cancel item' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Cancel item/ }));

    const refunds = await panel.findByRole('list', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('Bunny Romper (size 0-3M) × 1₹500.00');
    await waitFor(() =>
      expect(panel.getByText('Paid after refunds').nextElementSibling).toHaveTextContent('₹350.00'),
    );
  });

  it('says when nothing was paid yet', async () => {
    const cod = makeOrder({ ...ORDER, paymentMethod: 'COD', paymentStatus: 'Pending' });
    openOrders(`/orders/${cod._id}`, [cod]);
    const panel = await moneyPanel();
    expect(await panel.findByText('Nothing has been paid for this order yet.')).toBeVisible();
  });
});

describe('Retry Payment', () => {
  /** A card order whose payment failed; the server says whether a retry can still work. */
  const failed = (canRetryPayment: boolean, items = [makeOrderLine()]): PlacedOrder =>
    makeOrder({
      _id: '00000000-0000-4000-8000-00000000o078',
      orderNumber: 'LL-2611-00078',
      paymentStatus: 'Failed',
      items,
      canRetryPayment,
    });

  it('is offered on a failed payment the server says can be retried', async () => {
    openOrders('/orders', [failed(true)]);
    expect(await screen.findByRole('button', { name: 'Retry Payment' })).toBeVisible();
  });

  it('is not offered on an order the payment window cancelled, which says Cancelled', async () => {
    const swept = failed(false, [makeOrderLine({ trackingStatus: 'CANCELLED', canCancel: false })]);
    openOrders(`/orders/${swept._id}`, [swept]);
    expect(
      await screen.findByRole('heading', { name: 'Order LL-2611-00078', level: 1 }),
    ).toBeVisible();
    expect(screen.getByText('Order status:').parentElement).toHaveTextContent(
      'Order status: Cancelled',
    );
    expect(screen.getByText('Payment status:').parentElement).toHaveTextContent(
      'Payment status: Failed',
    );
    expect(screen.queryByRole('button', { name: 'Retry Payment' })).not.toBeInTheDocument();
  });
});
