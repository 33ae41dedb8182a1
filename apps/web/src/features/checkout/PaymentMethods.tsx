import {
  COD_LIMIT,
  ORDER_LIST_MESSAGES,
  formatRupees,
  PAYMENT_METHOD_LABELS,
  type OrderPaymentMethod,
} from '@littleloom/shared';
import { useId, type ReactNode } from 'react';

interface PaymentMethodsProps {
  method: OrderPaymentMethod;
  onChange: (method: OrderPaymentMethod) => void;
  /** The order's total, to tell whether the wallet covers it. */
  total: number;
  /**
   * The card provider the shop is set up with; unknown while the settings load; null when the
   * shop takes no card payments, and then the card is not offered.
   */
  provider: 'razorpay' | 'simulator' | null | undefined;
  /** The wallet's balance in rupees (undefined while it loads), or why it could not be read. */
  walletBalance: number | undefined;
  walletError: unknown;
  /** Why cash on delivery is not taken where the order goes; null while it is, or not known. */
  codRefusal: string | null;
}

/**
 * How to pay (storefront.md §2, Checkout: payment method radios): card or UPI through the card
 * provider (when the shop has one), Cash on Delivery (for orders up to ₹1,000; Pay Now says so in a dialog above that),
 * or the wallet, with its balance. A wallet that cannot cover the order, or cash on delivery where
 * the courier does not take it, is shown with the reason, not offered.
 */
export function PaymentMethods({
  method,
  onChange,
  total,
  provider,
  walletBalance,
  walletError,
  codRefusal,
}: PaymentMethodsProps) {
  const ids = useId();
  const walletShort = walletBalance !== undefined && walletBalance < total;
  const walletNote = walletError
    ? ORDER_LIST_MESSAGES.walletBalanceFailed
    : walletBalance === undefined
      ? 'Checking your balance…'
      : walletShort
        ? `Balance ${formatRupees(walletBalance)}: not enough for this order.`
        : `Balance ${formatRupees(walletBalance)}.`;

  const option = (value: OrderPaymentMethod, note: ReactNode, disabled = false) => (
    <label
      className={`flex gap-3 rounded-2xl border-2 border-line bg-white p-4 transition-colors has-[:checked]:border-coral-strong has-[:checked]:bg-peach-soft/40 ${
        disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer'
      }`}
    >
      <input
        type="radio"
        name={`${ids}-method`}
        value={value}
        checked={method === value}
        disabled={disabled}
        onChange={() => onChange(value)}
        // Named by its title alone; the note under it is its description.
        aria-labelledby={`${ids}-${value}-title`}
        aria-describedby={`${ids}-${value}-note`}
        className="mt-1 size-5 shrink-0 accent-coral-strong"
      />
      <span className="flex flex-col">
        <span id={`${ids}-${value}-title`} className="font-bold text-ink">
          {PAYMENT_METHOD_LABELS[value]}
        </span>
        <span id={`${ids}-${value}-note`} className="text-sm text-ink-muted">
          {note}
        </span>
      </span>
    </label>
  );

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-4 text-xl font-bold text-ink">Payment Method</legend>
      {provider === null
        ? null
        : option(
            'Razorpay',
            provider === 'simulator'
              ? 'Test payments: no money moves.'
              : 'UPI by app or QR code, cards and net banking, through Razorpay.',
          )}
      {option(
        'COD',
        codRefusal ?? `Pay when it arrives. For orders up to ${formatRupees(COD_LIMIT)}.`,
        codRefusal !== null,
      )}
      {option('Wallet', walletNote, walletShort)}
    </fieldset>
  );
}
