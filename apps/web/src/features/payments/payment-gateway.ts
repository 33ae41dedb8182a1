import type { PaymentProof } from '@littleloom/shared';

/** A payment to take: one gateway order, for the amount the server fixed. */
export interface PaymentRequest {
  gatewayOrderId: string;
  /** Paise. */
  amount: number;
  currency: string;
  /** The provider's public key; the test gateway needs none. */
  keyId: string | null;
  /** What the shopper is paying for ("Order LL-2611-00042"). */
  description: string;
  prefill: { name: string; email: string };
}

/** How the shopper left the provider's dialog. */
export type PaymentOutcome =
  | { kind: 'paid'; proof: PaymentProof }
  | { kind: 'failed'; reason: string }
  | { kind: 'dismissed' };

/**
 * A card payment provider as the checkout sees it: Razorpay's own dialog, or the shop's test
 * dialog when the server runs the built-in simulator (ARCHITECTURE §8). The checkout does not
 * care which.
 */
export interface PaymentGateway {
  /**
   * Gets the provider ready (Razorpay's script is fetched on first need). Called before the
   * order is placed, so a provider that cannot load leaves nothing behind to clean up.
   */
  prepare(): Promise<void>;
  /** Opens the provider's dialog; settles when the shopper has paid, failed or closed it. */
  open(request: PaymentRequest): Promise<PaymentOutcome>;
}
