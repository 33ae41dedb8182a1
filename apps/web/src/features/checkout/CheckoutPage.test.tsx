import { ADDRESS_MESSAGES, ORDER_MESSAGES } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../test/session';
import { GRAN, HOME, openCheckout, romper } from './checkout-test-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const summary = () => within(screen.getByRole('region', { name: 'Order Summary' }));
const payNow = () => screen.getByRole('button', { name: 'Pay Now' });

async function chooseAddress(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('radio', { name }));
}

beforeEach(() => {
  resetSession();
  toast.dismiss();
});

describe('checkout', () => {
  it("shows the items and the server's totals, and asks for an address before placing", async () => {
    const { calls, user } = openCheckout();
    await waitFor(() => expect(document.title).toBe('Checkout · Little Loom'));

    const table = await screen.findByRole('table', { name: 'Items in your order' });
    const row = within(table).getByRole('row', { name: /Muslin Bib/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringContaining('Muslin Bib'), 'One size', '2', '₹200.00', '₹400.00']);
    expect(summary().getByText('Delivery').nextElementSibling).toHaveTextContent('₹50.00');
    expect(summary().getByText('Total').nextElementSibling).toHaveTextContent('₹450.00');

    await user.click(payNow());
    const dialog = await screen.findByRole('alertdialog', { name: 'Address Required' });
    expect(dialog).toHaveAccessibleDescription(
      'Please select an address before placing the order.',
    );
    expect(calls('/api/user/orders/create')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('refuses Cash on Delivery above ₹1,000 before sending anything', async () => {
    const { calls, user } = openCheckout({}, romper());
    await chooseAddress(user, /Asha Rao/);
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toHaveAccessibleDescription(
      'Pay when it arrives. For orders up to ₹1,000.00.',
    );
    await user.click(payNow());

    expect(
      await screen.findByRole('alertdialog', { name: 'COD Not Allowed' }),
    ).toHaveAccessibleDescription('Cash on delivery is available for orders up to ₹1,000.00.');
    expect(calls('/api/user/orders/create')).toHaveLength(0);
  });

  it("shows the server's COD refusal as the same dialog", async () => {
    const { calls, user } = openCheckout({
      createRefusal: { status: 400, message: ORDER_MESSAGES.codNotAllowed },
    });
    await chooseAddress(user, /Asha Rao/);
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(payNow());
    expect(await screen.findByRole('alertdialog', { name: 'COD Not Allowed' })).toBeVisible();
    expect(calls('/api/user/orders/create')).toHaveLength(1);
  });

  it('offers no card when the shop takes no card payments, and places cash on delivery first', async () => {
    const { calls, user } = openCheckout({ paymentProvider: null });
    const cod = await screen.findByRole('radio', { name: 'Cash on Delivery' });
    await waitFor(() => expect(cod).toBeChecked());
    expect(
      screen
        .getAllByRole('radio', { name: /^(Cash on Delivery|Wallet|Card \/ UPI)$/ })
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['COD', 'Wallet']);

    await chooseAddress(user, /Lata Rao/);
    await user.click(payNow());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' }),
    ).toBeInTheDocument();
    expect(calls('/api/user/orders/create')[0]?.body).toEqual({
      address: GRAN,
      paymentMethod: 'COD',
    });
  });

  it('places a COD order with an Idempotency-Key, empties the cart, and shows the order-placed page', async () => {
    const { calls, user } = openCheckout();
    await chooseAddress(user, /Lata Rao/);
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    await user.click(payNow());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you! Your order is placed.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('LL-2611-00042')).toBeInTheDocument();
    expect(screen.getByText('Cash on Delivery')).toBeInTheDocument();
    expect(screen.getByText('Pay ₹450.00 when it arrives.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/collection',
    );
    expect(await screen.findByText(ORDER_MESSAGES.placed)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();

    const [create] = calls('/api/user/orders/create');
    expect(create?.body).toEqual({ address: GRAN, paymentMethod: 'COD' });
    expect(create?.headers.get('Idempotency-Key')).toMatch(UUID);
  });

  it('sends the same Idempotency-Key again when a press never reached the server', async () => {
    const { calls, user } = openCheckout({ createNetworkFailures: 1 });
    await chooseAddress(user, /Asha Rao/);
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(payNow());
    expect(await screen.findByText('Network error. Please try again.')).toBeInTheDocument();
    expect(payNow()).toBeEnabled();

    await user.click(payNow());
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your order is placed.' }),
    ).toBeInTheDocument();
    const keys = calls('/api/user/orders/create').map((call) =>
      call.headers.get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });

  it('reads the cart again and says why when it changed since the page showed it', async () => {
    const { calls, user } = openCheckout({
      createRefusal: { status: 409, message: ORDER_MESSAGES.cartChanged },
    });
    await chooseAddress(user, /Asha Rao/);
    const cartReads = calls('/api/user/cart/00000000-0000-4000-8000-00000000a5a1').length;
    await user.click(payNow());
    expect(await screen.findByText(ORDER_MESSAGES.cartChanged)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls('/api/user/cart/00000000-0000-4000-8000-00000000a5a1').length).toBeGreaterThan(
        cartReads,
      ),
    );
    expect(payNow()).toBeEnabled();
  });

  it("shows the wallet's balance and does not offer a wallet that cannot cover the order", async () => {
    openCheckout({ walletBalance: 100 });
    const wallet = await screen.findByRole('radio', { name: 'Wallet' });
    await waitFor(() =>
      expect(wallet).toHaveAccessibleDescription('Balance ₹100.00: not enough for this order.'),
    );
    expect(wallet).toBeDisabled();
  });

  it('pays from the wallet', async () => {
    const { calls, user } = openCheckout({ walletBalance: 5000 });
    await chooseAddress(user, /Asha Rao/);
    const wallet = screen.getByRole('radio', { name: 'Wallet' });
    await waitFor(() => expect(wallet).toHaveAccessibleDescription('Balance ₹5,000.00.'));
    await user.click(wallet);
    await user.click(payNow());

    expect(await screen.findByText('Paid from your wallet.')).toBeInTheDocument();
    expect(calls('/api/user/orders/create')[0]?.body).toMatchObject({ paymentMethod: 'Wallet' });
  });

  it('sends an empty cart back to /cart', async () => {
    const { router } = openCheckout({ lines: [] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});

describe("the checkout's addresses", () => {
  it('comes with the only saved address chosen, and places the order to it', async () => {
    const { calls, user } = openCheckout({ addresses: [GRAN] });
    const only = await screen.findByRole('radio', { name: /Lata Rao/ });
    expect(only).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await user.click(payNow());
    await waitFor(() => expect(calls('/api/user/orders/create')).toHaveLength(1));
    expect(calls('/api/user/orders/create')[0]?.body).toEqual({
      address: GRAN,
      paymentMethod: 'COD',
    });
    expect(screen.queryByRole('alertdialog', { name: 'Address Required' })).not.toBeInTheDocument();
  });

  it('chooses nothing among several saved addresses', async () => {
    openCheckout();
    await screen.findByRole('radio', { name: /Asha Rao/ });
    for (const radio of screen.getAllByRole('radio', { name: /Rao/ })) {
      expect(radio).not.toBeChecked();
    }
  });

  it('adds one in place, with "Please fill all fields" for blanks, and chooses it', async () => {
    const { calls, user } = openCheckout({ addresses: [] });
    expect(await screen.findByText(/You have no saved addresses yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add new address' }));
    const form = within(screen.getByRole('form', { name: 'Add a new address' }));
    expect(form.getByLabelText('Full name')).toHaveFocus();
    expect(form.getByLabelText('Country')).toHaveValue('India');
    expect(form.getByLabelText('Country')).toHaveAttribute('readonly');

    await user.click(form.getByRole('button', { name: 'Save address' }));
    expect(form.getByRole('alert')).toHaveTextContent(ADDRESS_MESSAGES.checkoutAllRequired);
    expect(form.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('City')).toHaveAccessibleDescription(
      ADDRESS_MESSAGES.checkoutAllRequired,
    );
    expect(calls('/api/user/address').filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(form.getByLabelText('Full name'), 'Meera Iyer');
    await user.type(form.getByLabelText('Mobile number'), '98450 12345');
    await user.type(form.getByLabelText('Street address'), '7 Residency Road');
    await user.type(form.getByLabelText('City'), 'Chennai');
    await user.selectOptions(form.getByLabelText('State'), 'Tamil Nadu');
    await user.type(form.getByLabelText('PIN code'), '600 001');
    await user.click(form.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText(ADDRESS_MESSAGES.added)).toBeInTheDocument();
    const chosen = await screen.findByRole('radio', { name: /Meera Iyer/ });
    expect(chosen).toBeChecked();
    expect(chosen).toHaveFocus();
    expect(calls('/api/user/address').find((call) => call.method === 'POST')?.body).toEqual({
      fullname: 'Meera Iyer',
      phone: '9845012345',
      street: '7 Residency Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      zip: '600001',
      country: 'India',
    });
  });

  it('edits one in place, keeping the shared rules for the mobile number and PIN code', async () => {
    const { calls, user } = openCheckout();
    await user.click(
      await screen.findByRole('button', { name: 'Edit Asha Rao, 12 MG Road, Bengaluru' }),
    );
    const form = within(screen.getByRole('form', { name: 'Edit address' }));
    const phone = form.getByLabelText('Mobile number');
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.clear(form.getByLabelText('PIN code'));
    await user.type(form.getByLabelText('PIN code'), '012345');
    await user.click(form.getByRole('button', { name: 'Save address' }));
    expect(phone).toHaveAccessibleDescription(ADDRESS_MESSAGES.phone);
    expect(form.getByLabelText('PIN code')).toHaveAccessibleDescription(ADDRESS_MESSAGES.zip);

    await user.clear(phone);
    await user.type(phone, '9123456780');
    await user.clear(form.getByLabelText('PIN code'));
    await user.type(form.getByLabelText('PIN code'), '560034');
    await user.click(form.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(ADDRESS_MESSAGES.updated)).toBeInTheDocument();
    expect(await screen.findByText('Mobile: 9123456780')).toBeInTheDocument();
    expect(calls(`/api/user/address/${HOME._id}`)[0]).toMatchObject({
      method: 'PUT',
      body: expect.objectContaining({ phone: '9123456780', zip: '560034' }),
    });
  });
});
