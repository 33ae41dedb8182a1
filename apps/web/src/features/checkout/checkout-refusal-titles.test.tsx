import {
  CART_MESSAGES,
  ORDER_LIST_MESSAGES,
  ORDER_MESSAGES,
  WALLET_MESSAGES,
  lineRemovedNotice,
  stockNotice,
} from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../test/session';
import { openCheckout } from './checkout-test-server';

/** What the server answers when the last piece went to another order: the item, named. */
const SOLD_OUT = [
  ORDER_MESSAGES.cartChanged,
  stockNotice(CART_MESSAGES.itemsRemoved, [lineRemovedNotice('Bunny Romper', '0-3M', true)]),
].join(' ');

/** The toast that says `words`, and its title. */
async function toastSaying(words: string) {
  const notes = within(await screen.findByRole('region', { name: /notifications/i }));
  const said = await notes.findByText(words);
  const toastElement = said.closest('[data-sonner-toast]');
  if (!(toastElement instanceof HTMLElement)) throw new Error('no toast');
  return toastElement;
}

beforeEach(() => {
  resetSession();
  toast.dismiss();
});

describe('a checkout the server refuses', () => {
  it('titles a sold-out piece for what it is, naming it, even when paying from the wallet', async () => {
    const { calls, user } = openCheckout({
      walletBalance: 5000,
      createRefusal: { status: 409, message: SOLD_OUT },
    });
    await user.click(await screen.findByRole('radio', { name: /Asha Rao/ }));
    const wallet = screen.getByRole('radio', { name: 'Wallet' });
    await waitFor(() => expect(wallet).toBeEnabled());
    await user.click(wallet);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    const shown = await toastSaying(SOLD_OUT);
    expect(shown).toHaveTextContent(ORDER_MESSAGES.cartChangedTitle);
    expect(shown).toHaveTextContent('Bunny Romper (size 0-3M) is sold out and was removed');
    expect(shown).not.toHaveTextContent(ORDER_LIST_MESSAGES.walletPaymentFailed);
    expect(calls('/api/user/orders/create')).toHaveLength(1);
  });

  it('keeps the wallet’s title for what the wallet refused', async () => {
    const { user } = openCheckout({
      walletBalance: 5000,
      createRefusal: { status: 400, message: WALLET_MESSAGES.insufficient },
    });
    await user.click(await screen.findByRole('radio', { name: /Asha Rao/ }));
    const wallet = screen.getByRole('radio', { name: 'Wallet' });
    await waitFor(() => expect(wallet).toBeEnabled());
    await user.click(wallet);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    const shown = await toastSaying(WALLET_MESSAGES.insufficient);
    expect(shown).toHaveTextContent(ORDER_LIST_MESSAGES.walletPaymentFailed);
  });
});
