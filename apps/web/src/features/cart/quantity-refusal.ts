import { ApiError } from '../../lib/api';
import { CART_MESSAGES } from '@littleloom/shared';

/** A refusal the spec shows as a dialog: its name, and what it means. */
export interface QuantityRefusal {
  title: string;
  text: string;
}

/**
 * The dialog for a quantity the server refused (storefront.md §5, Cart quantity): 'Quantity Limit
 * Reached' or 'Insufficient Stock', from the spec's 'Title: text' messages, in the server's own
 * words split into title and text. Null for any other failure.
 */
export function quantityRefusal(error: unknown): QuantityRefusal | null {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  const title = [CART_MESSAGES.quantityLimit, CART_MESSAGES.insufficientStock]
    .map((message) => message.slice(0, message.indexOf(':')))
    .find((name) => error.message.startsWith(`${name}:`));
  if (!title) return null;
  return { title, text: error.message.slice(title.length + 1).trim() };
}
