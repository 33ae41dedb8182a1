import { PAYMENT_MESSAGES } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../test/session';
import { HOME, openCheckout } from '../checkout/checkout-test-server';
import type { PaymentFailure, PaymentProof } from '@littleloom/shared';
import { RAZORPAY_SCRIPT_URL } from './razorpay-gateway';

const DECLINED = 'Your bank declined the payment.';

/** On /checkout with the home address chosen and Card / UPI (the default), Pay Now pressed. */
async function payByCard(extra: Parameters<typeof openCheckout>[0] = {}) {
  const fake = openCheckout(extra);
  await fake.user.click(await screen.findByRole('radio', { name: /Asha Rao/ }));
  expect(screen.getByRole('radio', { name: 'Card / UPI' })).toBeChecked();
  await fake.user.click(screen.getByRole('button', { name: 'Pay Now' }));
  return fake;
}

beforeEach(() => {
  resetSession();
  toast.dismiss();
});

describe('the test gateway (no Razorpay keys)', () => {
  it('places the card order, then pays it and verifies the payment', async () => {
    const { calls, user } = await payByCard();
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    expect(within(dialog).getByText('Order LL-2611-00042')).toBeInTheDocument();
    expect(calls('/api/user/orders/create')[0]?.body).toEqual({
      address: HOME,
      paymentMethod: 'Razorpay',
    });
    expect(screen.getByRole('button', { name: 'Waiting for the payment…' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹450.00' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your order is placed.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Card / UPI')).toBeInTheDocument();
    expect(screen.getByText('Your payment is received.')).toBeInTheDocument();
    expect(calls('/api/payments/simulator/pay').map((call) => call.body)).toEqual([
      { razorpay_order_id: 'order_sim_1' },
    ]);
    expect(calls('/api/user/orders/verify-payment').map((call) => call.body)).toEqual([
      {
        razorpay_order_id: 'order_sim_1',
        razorpay_payment_id: 'pay_order_sim_1',
        razorpay_signature: 'signed',
      },
    ]);
    expect(calls('/api/user/orders/payment-failed')).toHaveLength(0);
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });

  it('offers UPI by app or QR code, cards and net banking, and never a UPI id to type', async () => {
    await payByCard();
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    const ways = within(dialog).getByRole('group', { name: 'How you pay' });
    expect(
      within(ways)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['UPI app on this phone', 'Scan a UPI QR code', 'Card', 'Net banking']);
    expect(within(ways).getByRole('radio', { name: 'UPI app on this phone' })).toBeChecked();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/UPI id/i)).not.toBeInTheDocument();
  });

  it("makes the payment fail: marked failed with the provider's reason, on to the orders list", async () => {
    const { calls, user, router } = await payByCard();
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Make the payment fail' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(await screen.findByText(PAYMENT_MESSAGES.failed)).toBeInTheDocument();
    expect(screen.getByText(DECLINED)).toBeInTheDocument();
    expect(calls('/api/payments/simulator/fail').map((call) => call.body)).toEqual([
      { razorpay_order_id: 'order_sim_1' },
    ]);
    expect(calls('/api/user/orders/payment-failed').map((call) => call.body)).toEqual([
      { razorpay_order_id: 'order_sim_1', reason: DECLINED },
    ]);
    expect(calls('/api/user/orders/verify-payment')).toHaveLength(0);
    expect(await screen.findByRole('button', { name: 'Retry Payment' })).toBeInTheDocument();
  });

  it("closes the checkout: marked failed, 'Payment Cancelled', on to the orders list", async () => {
    const { calls, user, router } = await payByCard();
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(await screen.findByText(PAYMENT_MESSAGES.cancelled)).toBeInTheDocument();
    expect(calls('/api/user/orders/payment-failed').map((call) => call.body)).toEqual([
      { razorpay_order_id: 'order_sim_1' },
    ]);
    expect(calls('/api/payments/simulator/pay')).toHaveLength(0);
  });

  it('Escape closes it the same way', async () => {
    const { calls, user, router } = await payByCard();
    await screen.findByRole('dialog', { name: 'Test payment' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(calls('/api/user/orders/payment-failed')).toHaveLength(1);
  });

  it("says 'Payment Verification Failed' on the orders list when the payment cannot be verified", async () => {
    const { calls, user, router } = await payByCard({ verifyFails: true });
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹450.00' }));

    const notice = await screen.findByRole('alertdialog', {
      name: PAYMENT_MESSAGES.verificationFailed,
    });
    expect(notice).toHaveAccessibleDescription(PAYMENT_MESSAGES.verificationFailedText);
    expect(router.state.location.pathname).toBe('/orders');
    expect(calls('/api/user/orders/payment-failed').map((call) => call.body)).toEqual([
      { razorpay_order_id: 'order_sim_1', reason: PAYMENT_MESSAGES.verificationFailed },
    ]);
    await user.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("tells a payment the order did not need as news, not a success, and opens the order's page", async () => {
    const { calls, user, router } = await payByCard({ verifyGivesBack: true });
    const dialog = await screen.findByRole('dialog', { name: 'Test payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹450.00' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/orders\/[^/]+$/));
    expect(
      screen.queryByRole('heading', { name: 'Thank you! Your order is placed.' }),
    ).not.toBeInTheDocument();
    const said = await screen.findByText(PAYMENT_MESSAGES.paymentGivenBack, {
      selector: '[data-sonner-toast] *',
    });
    expect(said.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'info');
    expect(screen.queryByText(PAYMENT_MESSAGES.verified)).not.toBeInTheDocument();
    expect(calls('/api/user/orders/verify-payment')).toHaveLength(1);
    expect(calls('/api/user/orders/payment-failed')).toHaveLength(0);
  });
});

/** A stand-in for Razorpay's checkout.js: records its options and how it was driven. */
class FakeRazorpay {
  static last: FakeRazorpay | null = null;
  opened = false;
  closed = false;
  failedListener: ((response: PaymentFailure) => void) | null = null;

  constructor(
    readonly options: Record<string, unknown> & {
      handler: (proof: PaymentProof) => void;
      modal: { ondismiss: () => void };
      config: { display: unknown };
    },
  ) {
    FakeRazorpay.last = this;
  }

  open() {
    this.opened = true;
  }

  close() {
    this.closed = true;
  }

  on(_event: 'payment.failed', listener: (response: PaymentFailure) => void) {
    this.failedListener = listener;
  }
}

describe('Razorpay (keys set)', () => {
  afterEach(() => {
    delete window.Razorpay;
    FakeRazorpay.last = null;
    document.querySelectorAll(`script[src="${RAZORPAY_SCRIPT_URL}"]`).forEach((s) => s.remove());
  });

  it("opens Razorpay's checkout with the order, and verifies what its handler hands back", async () => {
    window.Razorpay = FakeRazorpay as unknown as NonNullable<typeof window.Razorpay>;
    const { calls } = await payByCard({ paymentProvider: 'razorpay' });
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    const razorpay = FakeRazorpay.last!;
    expect(razorpay.options).toMatchObject({
      key: 'rzp_test_simulator',
      order_id: 'order_sim_1',
      amount: 45000,
      currency: 'INR',
      name: 'Little Loom',
      description: 'Order LL-2611-00042',
      prefill: { name: 'Asha Rao', email: 'asha@example.com' },
    });
    // UPI by intent and QR only: the retired collect flow (a UPI id to type) is hidden.
    expect(razorpay.options.config.display).toEqual({
      blocks: {
        upi: { name: 'Pay by UPI', instruments: [{ method: 'upi', flows: ['intent', 'qr'] }] },
      },
      hide: [{ method: 'upi', flows: ['collect'] }],
      sequence: ['block.upi'],
      preferences: { show_default_blocks: true },
    });
    expect(screen.queryByRole('dialog', { name: 'Test payment' })).not.toBeInTheDocument();

    razorpay.options.handler({
      razorpay_order_id: 'order_sim_1',
      razorpay_payment_id: 'pay_real',
      razorpay_signature: 'signed',
    });
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your order is placed.' }),
    ).toBeInTheDocument();
    expect(calls('/api/user/orders/verify-payment')[0]?.body).toMatchObject({
      razorpay_payment_id: 'pay_real',
    });
  });

  it("marks the order failed on Razorpay's payment.failed, with its reason", async () => {
    window.Razorpay = FakeRazorpay as unknown as NonNullable<typeof window.Razorpay>;
    const { calls, router } = await payByCard({ paymentProvider: 'razorpay' });
    await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
    FakeRazorpay.last!.failedListener?.({
      error: { code: 'BAD_REQUEST_ERROR', description: DECLINED, reason: 'payment_failed' },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(FakeRazorpay.last?.closed).toBe(true);
    expect(calls('/api/user/orders/payment-failed')[0]?.body).toEqual({
      razorpay_order_id: 'order_sim_1',
      reason: DECLINED,
    });
    expect(await screen.findByText(DECLINED)).toBeInTheDocument();
  });

  it('says the script could not load, and places no order', async () => {
    const { calls, user } = await payByCard({ paymentProvider: 'razorpay' });
    await waitFor(() =>
      expect(document.querySelector(`script[src="${RAZORPAY_SCRIPT_URL}"]`)).not.toBeNull(),
    );
    document
      .querySelector(`script[src="${RAZORPAY_SCRIPT_URL}"]`)
      ?.dispatchEvent(new Event('error'));
    expect(await screen.findByText(PAYMENT_MESSAGES.sdkFailed)).toBeInTheDocument();
    expect(calls('/api/user/orders/create')).toHaveLength(0);
    const payNow = screen.getByRole('button', { name: 'Pay Now' });
    expect(payNow).toBeEnabled();

    // The next press tries again.
    await user.click(payNow);
    await waitFor(() =>
      expect(document.querySelector(`script[src="${RAZORPAY_SCRIPT_URL}"]`)).not.toBeNull(),
    );
  });
});
