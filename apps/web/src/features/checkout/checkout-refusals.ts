import { ORDER_MESSAGES, SHIPPING_MESSAGES } from '@littleloom/shared';

/** The refusals the checkout shows as dialogs (storefront.md §5, Checkout). */
export type CheckoutRefusal = 'addressRequired' | 'codNotAllowed' | 'codUnavailable';

/** 'Address Required: Please select…' as a dialog's title and its text. */
function titled(message: string): { title: string; text: string } {
  const colon = message.indexOf(':');
  return { title: message.slice(0, colon), text: message.slice(colon + 1).trim() };
}

const codNotAllowed = titled(ORDER_MESSAGES.codNotAllowed);

export const CHECKOUT_REFUSALS: Record<CheckoutRefusal, { title: string; text: string }> = {
  addressRequired: titled(ORDER_MESSAGES.addressRequired),
  codNotAllowed,
  // Cash on delivery refused for where the order goes, rather than for its total: the same
  // dialog, with the reason the Cash on Delivery option gives.
  codUnavailable: { title: codNotAllowed.title, text: SHIPPING_MESSAGES.codUnavailable },
};

/**
 * The dialog for the server's refusal of cash on delivery ('COD Not Allowed: …' above the limit,
 * or not taken at the address's PIN code): the same as the client's; null for any other refusal.
 */
export function codRefusalOf(message: string): CheckoutRefusal | null {
  if (message.startsWith(codNotAllowed.title)) return 'codNotAllowed';
  if (message === SHIPPING_MESSAGES.codUnavailable) return 'codUnavailable';
  return null;
}
