import {
  GSTIN_MESSAGES,
  SEARCH_SYNONYM_MESSAGES,
  SELLER_MESSAGES,
  gstinCheckCharacter,
  type PickupAddress,
  type SellerDetails,
  type SellerDetailsInput,
} from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { LOCAL_CONFIG, sentBody } from '../../../test/session';
import { emptyProductPage, storeAdminSession } from '../testing';
import { PICKUP_HEADING } from './seller-form-values';

// The first screen otherwise pays for compiling the whole admin area; the routes load this module.
beforeAll(async () => {
  await import('../entry');
}, 60_000);

afterEach(() => {
  localStorage.clear();
  // Sonner keeps toasts between renders; each test starts with none.
  toast.dismiss();
});

const KARNATAKA_GSTIN = `29ABCDE1234F1Z${gstinCheckCharacter('29ABCDE1234F1Z')}`;

const SELLER: SellerDetails = {
  legalName: 'Little Loom Retail Private Limited',
  tradeName: 'Little Loom',
  address: '12, 3rd Cross, Indiranagar, Bengaluru 560038',
  state: 'Karnataka',
  gstin: null,
  grievanceOfficer: { name: 'Kavya Menon', email: 'grievance@littleloom.in', phone: '9876543210' },
  pickupAddress: null,
};

const PICKUP: PickupAddress = {
  phone: '9845054321',
  street: '4 Old Airport Road, Domlur',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560071',
};

interface SettingsStub {
  seller?: SellerDetails | null;
  /** Answers a save instead of keeping it (a refusal). */
  refuseSave?: { status: number; message: string };
  /** The load fails as a request that never reached the server. */
  loadFails?: boolean;
}

/** The API as the settings screen and the storefront's seller page use it, keeping what is saved. */
function stubSettings({ seller = null, refuseSave, loadFails = false }: SettingsStub = {}) {
  const state = {
    seller,
    synonyms: [
      ['frock', 'dress'],
      ['tee', 't-shirt'],
    ],
  };
  const mock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    switch (url.pathname) {
      case '/api/config':
        return jsonResponse(LOCAL_CONFIG);
      case '/api/admin/products/list':
        return jsonResponse(emptyProductPage());
      case '/api/seller': {
        if (!state.seller) return jsonResponse({ success: true, seller: null });
        const { phone: _phone, ...officer } = state.seller.grievanceOfficer;
        return jsonResponse({
          success: true,
          seller: { ...state.seller, grievanceOfficer: officer },
        });
      }
      case '/api/admin/backups':
        return jsonResponse({
          success: true,
          backups: {
            folder: '/srv/littleloom/data/backups',
            everyMinutes: null,
            keep: 14,
            count: 0,
            latest: null,
            overdue: false,
          },
        });
      case '/api/admin/search-synonyms':
        if (method === 'PUT') {
          state.synonyms = (sentBody(init) as { groups: string[][] }).groups;
          return jsonResponse({
            success: true,
            message: SEARCH_SYNONYM_MESSAGES.saved,
            groups: state.synonyms,
          });
        }
        return jsonResponse({ success: true, groups: state.synonyms });
      case '/api/admin/settings':
        if (method === 'GET') {
          if (loadFails) return Promise.reject(new TypeError('offline'));
          return jsonResponse({ success: true, seller: state.seller });
        }
        if (refuseSave) {
          return jsonResponse({ success: false, message: refuseSave.message }, refuseSave.status);
        }
        state.seller = sentBody(init) as SellerDetails;
        return jsonResponse({
          success: true,
          message: 'Seller details saved',
          seller: state.seller,
        });
      default:
        return jsonResponse({ success: false, message: 'Route not found' }, 404);
    }
  });
  return { mock, state };
}

/** The bodies of the saves sent. */
function saves(mock: ReturnType<typeof stubFetch>): unknown[] {
  return mock.mock.calls
    .filter(([input, init]) => String(input) === '/api/admin/settings' && init?.method === 'PUT')
    .map(([, init]) => sentBody(init));
}

async function toasts() {
  return within(await screen.findByRole('region', { name: /notifications/i }));
}

async function openForm() {
  renderApp('/admin/settings');
  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  return screen.findByRole('form', { name: 'Seller details' });
}

function fields(form: HTMLElement) {
  const officer = within(form).getByRole('group', { name: 'Grievance officer' });
  const pickup = within(form).getByRole('group', { name: PICKUP_HEADING });
  // The seller's own state; the pickup address has one too, inside its group.
  const [state] = within(form)
    .getAllByLabelText('State')
    .filter((field) => !pickup.contains(field));
  return {
    legalName: within(form).getByLabelText('Legal name'),
    tradeName: within(form).getByLabelText('Trade name'),
    address: within(form).getByLabelText('Address'),
    state: state!,
    gstin: within(form).getByLabelText('GSTIN (optional)'),
    officerName: within(officer).getByLabelText('Name'),
    officerEmail: within(officer).getByLabelText('E-mail'),
    officerPhone: within(officer).getByLabelText('Phone'),
    pickupPhone: within(pickup).getByLabelText('Contact phone'),
    pickupStreet: within(pickup).getByLabelText('Street address'),
    pickupCity: within(pickup).getByLabelText('City'),
    pickupState: within(pickup).getByLabelText('State'),
    pickupPin: within(pickup).getByLabelText('PIN code'),
    save: within(form).getByRole('button', { name: 'Save' }),
  };
}

describe('settings (/admin/settings)', () => {
  it('is the menu’s Settings entry and fills the form with the details as kept', async () => {
    storeAdminSession();
    stubSettings({ seller: { ...SELLER, gstin: KARNATAKA_GSTIN } });
    const form = await openForm();

    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const f = fields(form);
    expect(f.legalName).toHaveValue('Little Loom Retail Private Limited');
    expect(f.tradeName).toHaveValue('Little Loom');
    expect(f.address).toHaveValue('12, 3rd Cross, Indiranagar, Bengaluru 560038');
    expect(f.state).toHaveValue('Karnataka');
    expect(f.gstin).toHaveValue(KARNATAKA_GSTIN);
    expect(f.gstin).toHaveAccessibleDescription(
      'Leave empty until the shop is registered for GST; invoices then say they are not tax invoices.',
    );
    expect(f.officerName).toHaveValue('Kavya Menon');
    expect(f.officerEmail).toHaveValue('grievance@littleloom.in');
    expect(f.officerPhone).toHaveValue('9876543210');
  });

  it('starts empty before the details are set up, and says what is missing', async () => {
    storeAdminSession();
    const { mock } = stubSettings({ seller: null });
    const user = userEvent.setup();
    const form = await openForm();

    const f = fields(form);
    for (const field of [f.legalName, f.tradeName, f.address, f.state, f.gstin, f.officerPhone]) {
      expect(field).toHaveValue('');
    }
    await user.click(f.save);
    expect(await within(form).findByText('Legal name is required')).toBeVisible();
    expect(within(form).getByText('Trade name is required')).toBeVisible();
    expect(within(form).getByText('Address is required')).toBeVisible();
    expect(within(form).getByText("The grievance officer's name is required")).toBeVisible();
    expect(f.officerPhone).toHaveAccessibleDescription(
      'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
    );
    expect(f.legalName).toHaveFocus();
    // No GSTIN is fine: it is optional.
    expect(f.gstin).toHaveAttribute('aria-invalid', 'false');
    expect(saves(mock)).toEqual([]);
  });

  it('refuses a GSTIN of another state before sending it', async () => {
    storeAdminSession();
    const { mock } = stubSettings({ seller: SELLER });
    const user = userEvent.setup();
    const form = await openForm();

    const f = fields(form);
    await user.selectOptions(f.state, 'Kerala');
    await user.type(f.gstin, KARNATAKA_GSTIN);
    await user.click(f.save);
    expect(await within(form).findByText(GSTIN_MESSAGES.state)).toBeVisible();
    expect(saves(mock)).toEqual([]);
  });

  it('shows the server’s refusal of the GSTIN under the GSTIN field', async () => {
    storeAdminSession();
    stubSettings({
      seller: SELLER,
      refuseSave: { status: 400, message: GSTIN_MESSAGES.checksum },
    });
    const user = userEvent.setup();
    const form = await openForm();

    const f = fields(form);
    await user.type(f.gstin, KARNATAKA_GSTIN);
    await user.click(f.save);
    expect(await within(form).findByText(GSTIN_MESSAGES.checksum)).toBeVisible();
    expect(f.gstin).toHaveAttribute('aria-invalid', 'true');
    expect(f.gstin).toHaveAccessibleDescription(
      `Leave empty until the shop is registered for GST; invoices then say they are not tax invoices. ${GSTIN_MESSAGES.checksum}`,
    );
    expect(f.gstin).toHaveFocus();
    expect(
      (await toasts()).queryByText('Failed to save the seller details'),
    ).not.toBeInTheDocument();
  });

  it('says any other refusal in a toast, with the server’s words', async () => {
    storeAdminSession();
    stubSettings({ seller: SELLER, refuseSave: { status: 500, message: 'Database unavailable' } });
    const user = userEvent.setup();
    const form = await openForm();

    await user.click(fields(form).save);
    const list = await toasts();
    expect(await list.findByText('Failed to save the seller details')).toBeVisible();
    expect(list.getByText('Database unavailable')).toBeVisible();
  });

  it('saves the details as the shared rules keep them, says so, and the storefront shows them', async () => {
    storeAdminSession();
    const { mock } = stubSettings({ seller: SELLER });
    const user = userEvent.setup();
    const { router } = renderApp('/seller');
    // The storefront has read the old details (and keeps them: tests never refetch on their own).
    expect(await screen.findByRole('region', { name: 'Little Loom' })).toBeVisible();

    await router.navigate('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Seller details' });
    const f = fields(form);
    await user.clear(f.tradeName);
    await user.type(f.tradeName, 'Little Loom Kids');
    await user.type(f.gstin, KARNATAKA_GSTIN.toLowerCase());
    await user.clear(f.officerEmail);
    await user.type(f.officerEmail, 'Grievance@LittleLoom.in');
    await user.click(f.save);

    expect(await (await toasts()).findByText('Seller details saved')).toBeVisible();
    const expected: SellerDetailsInput = {
      ...SELLER,
      tradeName: 'Little Loom Kids',
      gstin: KARNATAKA_GSTIN,
      grievanceOfficer: { ...SELLER.grievanceOfficer, email: 'grievance@littleloom.in' },
    };
    expect(saves(mock)).toEqual([expected]);
    // The form shows them as kept.
    await waitFor(() => expect(f.gstin).toHaveValue(KARNATAKA_GSTIN));
    expect(f.officerEmail).toHaveValue('grievance@littleloom.in');
    expect(f.save).toBeEnabled();

    await router.navigate('/seller');
    const seller = await screen.findByRole('region', { name: 'Little Loom Kids' });
    expect(within(seller).getByText(KARNATAKA_GSTIN)).toBeVisible();
  });

  it('shows the pickup address as kept, and keeps it out of what shoppers are shown', async () => {
    storeAdminSession();
    stubSettings({ seller: { ...SELLER, pickupAddress: PICKUP } });
    const f = fields(await openForm());
    expect(f.pickupPhone).toHaveValue('9845054321');
    expect(f.pickupStreet).toHaveValue('4 Old Airport Road, Domlur');
    expect(f.pickupCity).toHaveValue('Bengaluru');
    expect(f.pickupState).toHaveValue('Karnataka');
    expect(f.pickupPin).toHaveValue('560071');
  });

  it('saves a pickup address filled in, its PIN without spaces', async () => {
    storeAdminSession();
    const { mock } = stubSettings({ seller: SELLER });
    const user = userEvent.setup();
    const f = fields(await openForm());
    for (const field of [f.pickupPhone, f.pickupStreet, f.pickupCity, f.pickupPin]) {
      expect(field).toHaveValue('');
    }
    await user.type(f.pickupPhone, PICKUP.phone);
    await user.type(f.pickupStreet, PICKUP.street);
    await user.type(f.pickupCity, PICKUP.city);
    await user.selectOptions(f.pickupState, PICKUP.state);
    await user.type(f.pickupPin, '560 071');
    await user.click(f.save);

    expect(await (await toasts()).findByText('Seller details saved')).toBeVisible();
    expect(saves(mock)).toEqual([{ ...SELLER, pickupAddress: PICKUP }]);
    await waitFor(() => expect(f.pickupPin).toHaveValue('560071'));
  });

  it('says what a partly filled pickup address lacks, and sends nothing', async () => {
    storeAdminSession();
    const { mock } = stubSettings({ seller: SELLER });
    const user = userEvent.setup();
    const form = await openForm();
    const f = fields(form);
    await user.type(f.pickupPhone, '12345');
    await user.type(f.pickupPin, '060001');
    await user.click(f.save);

    const pickup = within(within(form).getByRole('group', { name: PICKUP_HEADING }));
    expect(await pickup.findByText(SELLER_MESSAGES.pickupStreet)).toBeVisible();
    expect(pickup.getByText(SELLER_MESSAGES.pickupCity)).toBeVisible();
    expect(f.pickupPhone).toHaveAccessibleDescription(SELLER_MESSAGES.pickupPhone);
    expect(f.pickupState).toHaveAccessibleDescription(SELLER_MESSAGES.pickupState);
    expect(f.pickupPin).toHaveAccessibleDescription(SELLER_MESSAGES.pickupPin);
    expect(saves(mock)).toEqual([]);
  });

  it('sends no pickup address when its fields are emptied', async () => {
    storeAdminSession();
    const { mock } = stubSettings({ seller: { ...SELLER, pickupAddress: PICKUP } });
    const user = userEvent.setup();
    const f = fields(await openForm());
    for (const field of [f.pickupPhone, f.pickupStreet, f.pickupCity, f.pickupPin]) {
      await user.clear(field);
    }
    await user.selectOptions(f.pickupState, '');
    await user.click(f.save);

    expect(await (await toasts()).findByText('Seller details saved')).toBeVisible();
    expect(saves(mock)).toEqual([{ ...SELLER, pickupAddress: null }]);
  });

  it('says "Failed to load the seller details" when they do not load', async () => {
    storeAdminSession();
    stubSettings({ loadFails: true });
    renderApp('/admin/settings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the seller details');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Seller details' })).not.toBeInTheDocument();
  });
});

describe('search synonyms', () => {
  async function openSynonyms() {
    renderApp('/admin/settings');
    const form = await screen.findByRole('form', { name: 'Search synonyms' });
    return { form, groups: await within(form).findByLabelText('Groups') };
  }

  it('shows the groups a line each, and saves what the owner types', async () => {
    storeAdminSession();
    const { mock, state } = stubSettings({ seller: SELLER });
    const { form, groups } = await openSynonyms();
    expect(groups).toHaveValue('frock, dress\ntee, t-shirt');

    const user = userEvent.setup();
    await user.clear(groups);
    await user.type(groups, 'Frock, Dress, Gown{enter}{enter}chappals,  footwear');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await (await toasts()).findByText(SEARCH_SYNONYM_MESSAGES.saved)).toBeVisible();
    expect(state.synonyms).toEqual([
      ['frock', 'dress', 'gown'],
      ['chappals', 'footwear'],
    ]);
    expect(groups).toHaveValue('frock, dress, gown\nchappals, footwear');
    const puts = mock.mock.calls.filter(
      ([input, init]) => String(input) === '/api/admin/search-synonyms' && init?.method === 'PUT',
    );
    expect(puts).toHaveLength(1);
  });

  it('says which line is wrong, and sends nothing', async () => {
    storeAdminSession();
    const { mock } = stubSettings({ seller: SELLER });
    const { form, groups } = await openSynonyms();
    const user = userEvent.setup();
    await user.clear(groups);
    await user.type(groups, 'frock, dress{enter}gown');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(
      await within(form).findByText(`Line 2: ${SEARCH_SYNONYM_MESSAGES.tooFewWords}`),
    ).toBeVisible();
    expect(groups).toHaveAttribute('aria-invalid', 'true');
    expect(
      mock.mock.calls.some(
        ([input, init]) => String(input) === '/api/admin/search-synonyms' && init?.method === 'PUT',
      ),
    ).toBe(false);
  });
});
