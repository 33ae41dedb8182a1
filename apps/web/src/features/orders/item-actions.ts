import { orderLineName, type OrderLine } from '@littleloom/shared';
import { shopDay } from './order-format';

/** What the shopper asked to do with one item, waiting for their confirmation. */
export interface ItemAction {
  kind: 'cancel' | 'return';
  item: OrderLine;
}

/**
 * "Muslin Bib — Peach, size One size": which item, as the dialogs and buttons name it, with the
 * colour it was bought in.
 */
export const itemName = (item: OrderLine) => `${orderLineName(item)}, size ${item.size}`;

/** The confirmation's words: what will happen, and what happens to the money. */
export function itemActionWords(action: ItemAction, paid: boolean) {
  const pieces = action.item.quantity === 1 ? '1 piece' : `${action.item.quantity} pieces`;
  if (action.kind === 'cancel') {
    return {
      title: 'Cancel this item?',
      description: `${itemName(action.item)} (${pieces}) will be cancelled. ${
        paid
          ? 'What you paid for it goes back to your wallet.'
          : 'Nothing has been paid for it, so there is nothing to refund.'
      }`,
      confirm: 'Cancel item',
      pending: 'Cancelling…',
      keep: 'Keep item',
    };
  }
  const until = action.item.returnBy
    ? ` Returns are accepted until ${shopDay(action.item.returnBy)}.`
    : '';
  return {
    title: 'Return this item?',
    description: `You are asking to send back ${itemName(action.item)} (${pieces}). Once we approve the return, the refund goes to your wallet.${until}`,
    confirm: 'Request Return',
    pending: 'Requesting…',
    keep: 'Keep item',
  };
}
