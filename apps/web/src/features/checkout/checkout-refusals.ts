import { ORDER_MESSAGES } from '@littleloom/shared';

/** The refusals the checkout shows as dialogs (storefront.md §5, Checkout). */
export type CheckoutRefusal = 'addressRequired' | 'codNotAllowed';

/** 'Address Required: Please select…' as a dialog's title and its text. */
function titled(message: string): { title: string; text: string } {
  const colon = message.indexOf(':');
  return { title: message.slice(0, colon), text: message.slice(colon + 1).trim() };
}

export const CHECKOUT_REFUSALS: Record<CheckoutRefusal, { title: string; text: string }> = {
  addressRequired: titled(ORDER_MESSAGES.addressRequired),
  codNotAllowed: titled(ORDER_MESSAGES.codNotAllowed),
};

/** The server refused cash on delivery ('COD Not Allowed: …'): the same dialog as the client's. */
export const isCodRefusal = (message: string) =>
  message.startsWith(CHECKOUT_REFUSALS.codNotAllowed.title);
