import { ADDRESS_MESSAGES, pinStateMessage, type Address } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { resetSession, signInAs } from '../../test/session';
import {
  makeAddress,
  stubCheckout,
  type FakeCheckoutOptions,
} from '../checkout/checkout-test-server';

/** Seven saved addresses, newest first: Shopper 1 to Shopper 7. */
const SEVEN: Address[] = Array.from({ length: 7 }, (_, index) =>
  makeAddress({ fullname: `Shopper ${index + 1}`, street: `${index + 1} Park Street` }),
);

function openAddresses(extra: Partial<FakeCheckoutOptions> = {}, path = '/profile/addresses') {
  const fake = stubCheckout({ products: [], addresses: SEVEN.slice(0, 2), ...extra });
  signInAs();
  const view = renderApp(path);
  return { ...fake, ...view, user: userEvent.setup() };
}

const listedNames = () =>
  screen
    .getAllByRole('button', { name: /^Edit / })
    .map((button) => button.getAttribute('aria-label')?.split(',')[0]?.replace('Edit ', ''));

beforeEach(() => {
  resetSession();
  toast.dismiss();
});

describe('Manage Addresses (/profile/addresses)', () => {
  it("is the profile side menu's Manage Addresses, beside Orders", async () => {
    openAddresses();
    const menu = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Manage Addresses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Manage Addresses' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Manage Addresses · Little Loom'));
  });

  it('lists 5 addresses to a page', async () => {
    const { user, router } = openAddresses({ addresses: SEVEN });
    await screen.findByRole('button', { name: /^Edit Shopper 1,/ });
    expect(listedNames()).toEqual([
      'Shopper 1',
      'Shopper 2',
      'Shopper 3',
      'Shopper 4',
      'Shopper 5',
    ]);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pager).getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(listedNames()).toEqual(['Shopper 6', 'Shopper 7']);
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows no pager for 5 or fewer', async () => {
    openAddresses({ addresses: SEVEN.slice(0, 5) });
    await screen.findByRole('button', { name: /^Edit Shopper 5,/ });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("checks the form with the shared rules before sending: 'All fields are required.', mobile number, PIN code", async () => {
    const { calls, user } = openAddresses();
    await user.click(await screen.findByRole('button', { name: 'Add new address' }));
    const form = within(screen.getByRole('form', { name: 'Add a new address' }));
    await user.click(form.getByRole('button', { name: 'Save address' }));

    expect(form.getByRole('alert')).toHaveTextContent(ADDRESS_MESSAGES.allRequired);
    for (const label of ['Full name', 'Mobile number', 'Street address', 'City', 'State']) {
      expect(form.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(form.getByLabelText('Full name')).toHaveFocus();
    expect(form.getByLabelText('Country')).not.toHaveAttribute('aria-invalid', 'true');

    await user.type(form.getByLabelText('Full name'), 'Asha Rao');
    await user.type(form.getByLabelText('Mobile number'), '5123456789');
    await user.type(form.getByLabelText('Street address'), '12 MG Road');
    await user.type(form.getByLabelText('City'), 'Bengaluru');
    await user.selectOptions(form.getByLabelText('State'), 'Karnataka');
    await user.type(form.getByLabelText('PIN code'), '56001');
    await user.click(form.getByRole('button', { name: 'Save address' }));

    expect(form.queryByText(ADDRESS_MESSAGES.allRequired)).not.toBeInTheDocument();
    expect(form.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      ADDRESS_MESSAGES.phone,
    );
    expect(form.getByLabelText('PIN code')).toHaveAccessibleDescription(ADDRESS_MESSAGES.zip);
    expect(form.getByLabelText('City')).toHaveAttribute('aria-invalid', 'false');
    expect(calls('/api/user/address').filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('chooses the state of the PIN code typed, and refuses another beside the State', async () => {
    const { calls, user } = openAddresses();
    await user.click(await screen.findByRole('button', { name: 'Add new address' }));
    const form = within(screen.getByRole('form', { name: 'Add a new address' }));
    await user.type(form.getByLabelText('Full name'), 'Asha Rao');
    await user.type(form.getByLabelText('Mobile number'), '9123456789');
    await user.type(form.getByLabelText('Street address'), '12 MG Road');
    await user.type(form.getByLabelText('City'), 'Bengaluru');
    await user.type(form.getByLabelText('PIN code'), '560 001');
    expect(form.getByLabelText('State')).toHaveValue('Karnataka');

    await user.selectOptions(form.getByLabelText('State'), 'Kerala');
    await user.click(form.getByRole('button', { name: 'Save address' }));
    expect(form.getByLabelText('State')).toHaveAccessibleDescription(pinStateMessage('560001'));
    expect(calls('/api/user/address').filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('lists the states and union territories to choose from, and India only', async () => {
    const { user } = openAddresses();
    await user.click(await screen.findByRole('button', { name: 'Add new address' }));
    const state = screen.getByLabelText('State');
    expect(within(state).getAllByRole('option')).toHaveLength(37);
    expect(within(state).getByRole('option', { name: 'Ladakh' })).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('India');
  });

  it('adds an address: listed first, with the toast, and focus back on Add', async () => {
    const { user, calls } = openAddresses();
    await user.click(await screen.findByRole('button', { name: 'Add new address' }));
    const form = within(screen.getByRole('form', { name: 'Add a new address' }));
    await user.type(form.getByLabelText('Full name'), 'Meera Iyer');
    await user.type(form.getByLabelText('Mobile number'), '+91 98450 12345');
    await user.type(form.getByLabelText('Street address'), '7 Residency Road');
    await user.type(form.getByLabelText('City'), 'Chennai');
    await user.selectOptions(form.getByLabelText('State'), 'Tamil Nadu');
    await user.type(form.getByLabelText('PIN code'), '600001');
    await user.click(form.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText(ADDRESS_MESSAGES.added)).toBeInTheDocument();
    await waitFor(() => expect(listedNames()[0]).toBe('Meera Iyer'));
    expect(screen.getByRole('button', { name: 'Add new address' })).toHaveFocus();
    expect(calls('/api/user/address').find((call) => call.method === 'POST')?.body).toMatchObject({
      phone: '9845012345',
      country: 'India',
    });
  });

  it("shows the server's refusal beside the form", async () => {
    const { user, state } = openAddresses();
    await user.click(await screen.findByRole('button', { name: /^Edit Shopper 1,/ }));
    // Deleted elsewhere meanwhile.
    state.addresses = state.addresses.slice(1);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADDRESS_MESSAGES.notFound);
  });

  it('edits an address in place', async () => {
    const { user, calls } = openAddresses();
    await user.click(await screen.findByRole('button', { name: /^Edit Shopper 2,/ }));
    const form = within(screen.getByRole('form', { name: 'Edit address' }));
    expect(form.getByLabelText('Full name')).toHaveValue('Shopper 2');
    await user.clear(form.getByLabelText('City'));
    await user.type(form.getByLabelText('City'), 'Mysuru');
    await user.click(form.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText(ADDRESS_MESSAGES.updated)).toBeInTheDocument();
    const edit = await screen.findByRole('button', {
      name: 'Edit Shopper 2, 2 Park Street, Mysuru',
    });
    await waitFor(() => expect(edit).toHaveFocus());
    expect(calls(`/api/user/address/${SEVEN[1]!._id}`)[0]).toMatchObject({
      method: 'PUT',
      body: expect.objectContaining({ city: 'Mysuru', fullname: 'Shopper 2' }),
    });
  });

  it('deletes only after a confirmation that names the address', async () => {
    const { user, calls } = openAddresses();
    const path = `/api/user/address/${SEVEN[0]!._id}`;
    await user.click(
      await screen.findByRole('button', { name: 'Delete Shopper 1, 1 Park Street, Bengaluru' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveAccessibleDescription(
      'Shopper 1, 1 Park Street, Bengaluru will be removed from your saved addresses. Orders already placed keep their own copy.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(path)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Delete Shopper 1,/ }));
    dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(ADDRESS_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(listedNames()).toEqual(['Shopper 2']));
    expect(calls(path).map((call) => call.method)).toEqual(['DELETE']);
    expect(screen.getByRole('heading', { name: 'Manage Addresses' })).toHaveFocus();
  });

  it('says what to do when there is none', async () => {
    openAddresses({ addresses: [] });
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch addresses' with Retry when they cannot be read", async () => {
    openAddresses({ addressesStatus: 500 });
    expect(await screen.findByText(ADDRESS_MESSAGES.fetchFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
