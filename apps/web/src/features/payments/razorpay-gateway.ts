import { PAYMENT_MESSAGES, SHOP_NAME } from '@littleloom/shared';
import type { PaymentGateway, PaymentOutcome, PaymentRequest } from './payment-gateway';
import type { PaymentFailure, PaymentProof } from '@littleloom/shared';

/** Razorpay's checkout script (storefront.md §7: loaded from the provider's host on demand). */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** One way of paying in Razorpay's checkout (its display configuration's "instrument"). */
interface RazorpayInstrument {
  method: 'upi' | 'card' | 'netbanking' | 'wallet';
  /** For UPI: `intent` opens an app on a phone, `qr` shows a code to scan on a computer. */
  flows?: ('intent' | 'qr' | 'collect')[];
}

/** The part of Razorpay's checkout display configuration this shop sets. */
interface RazorpayDisplayConfig {
  blocks: Record<string, { name: string; instruments: RazorpayInstrument[] }>;
  hide: RazorpayInstrument[];
  sequence: string[];
  preferences: { show_default_blocks: boolean };
}

/** The part of Razorpay's checkout.js options this shop uses. */
interface RazorpayOptions {
  config: { display: RazorpayDisplayConfig };
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  theme: { color: string };
  handler: (response: PaymentProof) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayCheckout {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (response: PaymentFailure) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Adds checkout.js to the page once. A failed load is forgotten, so the next Pay Now tries again
 * ('Failed to load Razorpay SDK. Please try again.').
 */
function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error(PAYMENT_MESSAGES.sdkFailed));
    script.onerror = () => {
      script.remove();
      reject(new Error(PAYMENT_MESSAGES.sdkFailed));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * NPCI retired UPI Collect (typing a UPI id for a request to approve) on 28 Feb 2026, so UPI is
 * offered only by intent (the shopper's UPI app, on a phone) and by QR code (on a computer): the
 * collect flow, with its UPI id field, is hidden, and a block with just those two flows comes
 * first. Cards and net banking keep Razorpay's default blocks.
 */
export const RAZORPAY_DISPLAY: RazorpayDisplayConfig = {
  blocks: {
    upi: { name: 'Pay by UPI', instruments: [{ method: 'upi', flows: ['intent', 'qr'] }] },
  },
  hide: [{ method: 'upi', flows: ['collect'] }],
  sequence: ['block.upi'],
  preferences: { show_default_blocks: true },
};

/** Razorpay's own dialog, when the shop is set up with Razorpay keys. */
export const razorpayGateway: PaymentGateway = {
  prepare: async () => {
    await loadRazorpay();
  },
  open: async (request: PaymentRequest) => {
    const Razorpay = await loadRazorpay();
    return new Promise<PaymentOutcome>((resolve) => {
      const checkout = new Razorpay({
        key: request.keyId ?? '',
        order_id: request.gatewayOrderId,
        amount: request.amount,
        currency: request.currency,
        name: SHOP_NAME,
        description: request.description,
        prefill: request.prefill,
        theme: { color: '#C8432F' },
        config: { display: RAZORPAY_DISPLAY },
        handler: (proof) => resolve({ kind: 'paid', proof }),
        modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
      });
      checkout.on('payment.failed', ({ error }) => {
        // Razorpay would offer another try in the same dialog; the shop's rule is to mark the
        // order failed and offer Retry Payment from the orders list (storefront.md §4).
        resolve({ kind: 'failed', reason: error.description || error.reason });
        checkout.close();
      });
      checkout.open();
    });
  },
};
