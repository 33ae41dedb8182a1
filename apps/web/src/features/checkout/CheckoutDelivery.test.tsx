import { ORDER_MESSAGES, SHIPPING_MESSAGES } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../test/session';
import { GRAN, HOME, openCheckout } from './checkout-test-server';

// HOME is at 560001 (Bengaluru), GRAN at 400020 (Mumbai).

const payNow = () => screen.getByRole('button', { name: 'Pay Now' });
const cod = () => screen.getByRole('radio', { name: 'Cash on Delivery' });
const card = () => screen.getByRole('radio', { name: 'Card / UPI' });
/** The card of a saved address, with what is said under it. */
const addressCard = (name: RegExp) =>
  within(screen.getByRole('radio', { name }).closest('li') as HTMLElement);

async function chooseAddress(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('radio', { name }));
}

beforeEach(() => {
  resetSession();
  toast.dismiss();
});

describe('delivery at checkout', () => {
  it('says under the chosen address when the order arrives, and nothing when no estimate is given', async () => {
    const { user } = openCheckout({
      delivery: { '400020': { estimatedDelivery: null, cod: false } },
    });
    await chooseAddress(user, /Asha Rao/);
    expect(await addressCard(/Asha Rao/).findByText('Arrives by Fri, 5 Dec')).toBeVisible();
    expect(addressCard(/Lata Rao/).queryByText(/Arrives by/)).not.toBeInTheDocument();

    await chooseAddress(user, /Lata Rao/);
    // The answer for Lata's PIN code is in once cash on delivery goes.
    await waitFor(() => expect(cod()).toBeDisabled());
    expect(screen.queryByText(/Arrives by/)).not.toBeInTheDocument();
    expect(payNow()).toBeEnabled();
  });

  it('keeps Pay Now waiting, saying why, while the chosen address is one it does not deliver to', async () => {
    const { calls, user } = openCheckout({ delivery: { '400020': { serviceable: false } } });
    await chooseAddress(user, /Lata Rao/);

    expect(
      await addressCard(/Lata Rao/).findByText(SHIPPING_MESSAGES.notServiceable),
    ).toBeVisible();
    await waitFor(() => expect(payNow()).toBeDisabled());
    expect(payNow()).toHaveAccessibleDescription(SHIPPING_MESSAGES.notServiceable);
    // Paying is not the question there: cash on delivery keeps its own words.
    expect(cod()).toBeEnabled();
    expect(cod()).toHaveAccessibleDescription('Pay when it arrives. For orders up to ₹1,000.00.');

    await chooseAddress(user, /Asha Rao/);
    expect(await addressCard(/Asha Rao/).findByText('Arrives by Fri, 5 Dec')).toBeVisible();
    expect(payNow()).toBeEnabled();
    expect(screen.queryByText(SHIPPING_MESSAGES.notServiceable)).not.toBeInTheDocument();

    await user.click(cod());
    await user.click(payNow());
    await waitFor(() => expect(calls('/api/user/orders/create')).toHaveLength(1));
    expect(calls('/api/user/orders/create')[0]?.body).toMatchObject({
      address: { _id: HOME._id },
    });
  });

  it('shows cash on delivery disabled, with the reason, where the courier does not take it', async () => {
    const { user } = openCheckout({ delivery: { '560001': { cod: false } } });
    await chooseAddress(user, /Lata Rao/);
    await user.click(cod());
    expect(cod()).toBeChecked();

    await chooseAddress(user, /Asha Rao/);
    await waitFor(() => expect(cod()).toBeDisabled());
    expect(cod()).toHaveAccessibleDescription(SHIPPING_MESSAGES.codUnavailable);
    // The card, still on offer, is what the order goes with now.
    expect(card()).toBeChecked();

    // Back at an address that takes it, the shopper's choice comes back.
    await chooseAddress(user, /Lata Rao/);
    await waitFor(() => expect(cod()).toBeEnabled());
    expect(cod()).toBeChecked();
    expect(cod()).toHaveAccessibleDescription('Pay when it arrives. For orders up to ₹1,000.00.');
  });

  it('refuses cash on delivery where it is not taken before sending anything, when the shop takes no card', async () => {
    const { calls, user } = openCheckout({
      paymentProvider: null,
      delivery: { '560001': { cod: false } },
    });
    await chooseAddress(user, /Asha Rao/);
    await waitFor(() => expect(cod()).toBeDisabled());
    expect(cod()).toBeChecked();

    await user.click(payNow());
    expect(
      await screen.findByRole('alertdialog', { name: 'COD Not Allowed' }),
    ).toHaveAccessibleDescription(SHIPPING_MESSAGES.codUnavailable);
    expect(calls('/api/user/orders/create')).toHaveLength(0);
  });

  it('holds nothing back when delivery cannot be checked, saying so quietly; the server decides', async () => {
    const { calls, user } = openCheckout({
      delivery: { '560001': 'unreachable', '400020': 'offline' },
    });
    await chooseAddress(user, /Asha Rao/);
    expect(await addressCard(/Asha Rao/).findByText(SHIPPING_MESSAGES.checkFailed)).toBeVisible();
    expect(payNow()).toBeEnabled();
    expect(cod()).toBeEnabled();
    await user.click(cod());
    // The courier still does not answer when the order is placed: the server refuses it.
    await user.click(payNow());
    expect(
      await screen.findByText(SHIPPING_MESSAGES.checkFailed, { selector: '[data-sonner-toast] *' }),
    ).toBeVisible();
    expect(calls('/api/user/orders/create')).toHaveLength(1);

    // A check that never reached the server: the order goes, and the server places it.
    await chooseAddress(user, /Lata Rao/);
    expect(await addressCard(/Lata Rao/).findByText(SHIPPING_MESSAGES.checkFailed)).toBeVisible();
    expect(payNow()).toBeEnabled();
    await user.click(payNow());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' }),
    ).toBeInTheDocument();
    expect(calls('/api/user/orders/create')[1]?.body).toEqual({
      address: GRAN,
      paymentMethod: 'COD',
    });
  });

  it("shows the server's refusal of an address it stopped delivering to, and asks about delivery again", async () => {
    const { calls, state, user } = openCheckout();
    await chooseAddress(user, /Asha Rao/);
    await addressCard(/Asha Rao/).findByText('Arrives by Fri, 5 Dec');
    // The courier stops serving the PIN code after the page asked.
    state.delivery['560001'] = { serviceable: false };

    await user.click(payNow());
    const said = await screen.findByText(SHIPPING_MESSAGES.notServiceable, {
      selector: '[data-sonner-toast] *',
    });
    expect(said.closest('[data-sonner-toast]')).toHaveTextContent(ORDER_MESSAGES.orderFailed);
    expect(calls('/api/user/orders/create')).toHaveLength(1);

    expect(
      await addressCard(/Asha Rao/).findByText(SHIPPING_MESSAGES.notServiceable),
    ).toBeVisible();
    await waitFor(() => expect(payNow()).toBeDisabled());
  });

  it("shows the server's refusal of cash on delivery at the address as the COD dialog", async () => {
    const { calls, state, user } = openCheckout();
    await chooseAddress(user, /Asha Rao/);
    await addressCard(/Asha Rao/).findByText('Arrives by Fri, 5 Dec');
    await user.click(cod());
    state.delivery['560001'] = { cod: false };

    await user.click(payNow());
    expect(
      await screen.findByRole('alertdialog', { name: 'COD Not Allowed' }),
    ).toHaveAccessibleDescription(SHIPPING_MESSAGES.codUnavailable);
    expect(calls('/api/user/orders/create')).toHaveLength(1);
    await waitFor(() => expect(cod()).toBeDisabled());
  });
});
