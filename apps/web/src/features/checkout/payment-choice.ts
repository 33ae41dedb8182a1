import type { OrderPaymentMethod } from '@littleloom/shared';

interface Offer {
  /** The shop takes no card payments. */
  noCard: boolean;
  /** Cash on delivery is taken where the order goes (true while that is not known). */
  codTaken: boolean;
}

/**
 * The way to pay the checkout goes with: the shopper's choice while it is on offer. A card the
 * shop does not take gives way to cash on delivery, and cash on delivery not taken at the address
 * gives way to the card, so choosing another address brings the shopper's choice back. With
 * neither on offer the choice stays, shown disabled, and Pay Now says why.
 */
export function offeredMethod(
  chosen: OrderPaymentMethod,
  { noCard, codTaken }: Offer,
): OrderPaymentMethod {
  if (chosen === 'Razorpay' && noCard) return 'COD';
  if (chosen === 'COD' && !codTaken && !noCard) return 'Razorpay';
  return chosen;
}
