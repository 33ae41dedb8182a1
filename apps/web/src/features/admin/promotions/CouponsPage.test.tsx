import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/product-factory';
import { renderApp } from '../../../test/render-app';
import { makeCategory } from '../catalog/testing';
import { storeAdminSession } from '../testing';
import { dayFromToday, makeCoupon, makeOffer, sent, stubPromotions } from './testing';

afterEach(() => {
  localStorage.clear();
  // Sonner keeps toasts between renders; each test starts with none.
  toast.dismiss();
});

async function toasts() {
  return within(await screen.findByRole('region', { name: /notifications/i }));
}

function rowOf(table: HTMLElement, text: string): HTMLElement {
  const row = within(table)
    .getAllByText(text)
    .map((node) => node.closest('tr'))
    .find(Boolean);
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

async function fillCoupon(
  user: UserEvent,
  form: HTMLElement,
  values: { code: string; discount: string; minimum: string; expiry: string },
) {
  const field = (label: string) => within(form).getByLabelText(label);
  await user.clear(field('Coupon code'));
  await user.type(field('Coupon code'), values.code);
  await user.clear(field('Discount (%)'));
  await user.type(field('Discount (%)'), values.discount);
  await user.clear(field('Minimum purchase (₹)'));
  await user.type(field('Minimum purchase (₹)'), values.minimum);
  await user.clear(field('Expiry date'));
  await user.type(field('Expiry date'), values.expiry);
}

describe('coupons and offers page', () => {
  it('lists coupons with their figures and status, and says when there are none', async () => {
    storeAdminSession();
    stubPromotions({
      coupons: [
        makeCoupon({ code: 'SAVE10', discount: 10, minPurchaseAmount: 1500, usedCount: 3 }),
        makeCoupon({ code: 'PAUSED5', isActive: false }),
        makeCoupon({ code: 'OLD20', isExpired: true, expiryDate: '2025-12-31' }),
      ],
    });
    renderApp('/admin/coupon');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coupons and Offers' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Offer Management' })).toHaveAttribute(
      'href',
      '/admin/offers',
    );
    const table = await screen.findByRole('table', { name: 'Existing Coupons' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Code', 'Discount', 'Minimum', 'Expiry', 'Status', 'Used', 'Actions']);

    const save = rowOf(table, 'SAVE10');
    const cells = within(save).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('10%');
    expect(cells[2]).toHaveTextContent('₹1,500.00');
    expect(cells[4]).toHaveTextContent('Active');
    expect(cells[5]).toHaveTextContent('3');
    expect(within(save).getByRole('button', { name: 'Deactivate coupon SAVE10' })).toBeVisible();
    expect(within(save).getByRole('button', { name: 'Delete coupon SAVE10' })).toBeVisible();

    const paused = rowOf(table, 'PAUSED5');
    expect(within(paused).getAllByRole('cell')[4]).toHaveTextContent('Inactive');
    expect(within(paused).getByRole('button', { name: 'Activate coupon PAUSED5' })).toBeVisible();
    const old = rowOf(table, 'OLD20');
    expect(within(old).getAllByRole('cell')[3]).toHaveTextContent('31 Dec 2025');
    expect(within(old).getAllByRole('cell')[4]).toHaveTextContent('Expired');

    // No offers yet: the spec's words.
    const offers = await screen.findByRole('table', { name: 'Existing Offers' });
    expect(await within(offers).findByText('No offers available')).toBeVisible();
  });

  it('says "No coupons available" when there are none', async () => {
    storeAdminSession();
    stubPromotions();
    renderApp('/admin/coupon');
    const table = await screen.findByRole('table', { name: 'Existing Coupons' });
    expect(await within(table).findByText('No coupons available')).toBeVisible();
  });

  it('refuses a coupon without its fields, or with a past expiry, in the spec’s words', async () => {
    storeAdminSession();
    const { mock } = stubPromotions();
    const user = userEvent.setup();
    renderApp('/admin/coupon');

    const form = await screen.findByRole('form', { name: 'Create Coupon' });
    await user.click(within(form).getByRole('button', { name: 'Create Coupon' }));
    expect(await within(form).findByText('Coupon code is required')).toBeVisible();
    expect(within(form).getByText('Discount is required')).toBeVisible();
    expect(within(form).getByText('Minimum purchase amount is required')).toBeVisible();
    expect(within(form).getByText('Expiry date is required')).toBeVisible();
    expect(within(form).getByLabelText('Coupon code')).toHaveAccessibleDescription(
      'Coupon code is required',
    );
    expect(within(form).getByLabelText('Coupon code')).toHaveFocus();

    await fillCoupon(user, form, {
      code: 'save10',
      discount: '10',
      minimum: '0',
      expiry: dayFromToday(-1),
    });
    await user.click(within(form).getByRole('button', { name: 'Create Coupon' }));
    expect(await within(form).findByText('Amount should be greater than 0')).toBeVisible();
    expect(within(form).getByText('Expiry date must be in the future.')).toBeVisible();
    // The date picker starts at today.
    expect(within(form).getByLabelText('Expiry date')).toHaveAttribute('min', dayFromToday(0));
    expect(sent(mock, 'POST', '/api/admin/coupon')).toHaveLength(0);
  });

  it('creates a coupon, says so, shows it first in the list and clears the form', async () => {
    storeAdminSession();
    const { mock, state } = stubPromotions({ coupons: [makeCoupon({ code: 'WELCOME' })] });
    const user = userEvent.setup();
    renderApp('/admin/coupon');

    const table = await screen.findByRole('table', { name: 'Existing Coupons' });
    await within(table).findByText('WELCOME');
    const form = screen.getByRole('form', { name: 'Create Coupon' });
    const expiry = dayFromToday(0);
    await fillCoupon(user, form, { code: 'save10', discount: '10', minimum: '499.50', expiry });
    await user.click(within(form).getByRole('button', { name: 'Create Coupon' }));

    expect(await (await toasts()).findByText('Coupon created successfully!')).toBeVisible();
    expect(sent(mock, 'POST', '/api/admin/coupon')).toEqual([
      [
        '/api/admin/coupon',
        { code: 'SAVE10', discount: 10, minPurchaseAmount: 499.5, expiryDate: expiry },
      ],
    ]);
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
      ).toEqual([expect.stringContaining('SAVE10'), expect.stringContaining('WELCOME')]),
    );
    expect(state.coupons.map((c) => c.code)).toEqual(['SAVE10', 'WELCOME']);
    expect(within(form).getByLabelText('Coupon code')).toHaveValue('');
  });

  it('says a code is taken, in any case, under the code field', async () => {
    storeAdminSession();
    stubPromotions({ coupons: [makeCoupon({ code: 'SAVE10' })] });
    const user = userEvent.setup();
    renderApp('/admin/coupon');

    const form = await screen.findByRole('form', { name: 'Create Coupon' });
    await fillCoupon(user, form, {
      code: 'Save10',
      discount: '5',
      minimum: '100',
      expiry: dayFromToday(10),
    });
    await user.click(within(form).getByRole('button', { name: 'Create Coupon' }));
    expect(await within(form).findByText('A coupon with this code already exists')).toBeVisible();
    expect(within(form).getByLabelText('Coupon code')).toHaveFocus();
  });

  it('deactivates and activates a coupon only after a confirmation naming it', async () => {
    storeAdminSession();
    const save10 = makeCoupon({ code: 'SAVE10' });
    const { mock } = stubPromotions({ coupons: [save10] });
    const user = userEvent.setup();
    renderApp('/admin/coupon');

    const table = await screen.findByRole('table', { name: 'Existing Coupons' });
    await user.click(
      await within(table).findByRole('button', { name: 'Deactivate coupon SAVE10' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Deactivate coupon SAVE10?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(mock, 'PUT', '/api/admin/coupon')).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: 'Deactivate coupon SAVE10' }));
    dialog = await screen.findByRole('dialog', { name: 'Deactivate coupon SAVE10?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await (await toasts()).findByText('Coupon deactivated')).toBeVisible();
    await waitFor(() => expect(rowOf(table, 'SAVE10')).toHaveTextContent('Inactive'));
    expect(sent(mock, 'PUT', '/api/admin/coupon')).toEqual([
      [`/api/admin/coupon/deactivate/${save10._id}`, undefined],
    ]);

    await user.click(within(table).getByRole('button', { name: 'Activate coupon SAVE10' }));
    dialog = await screen.findByRole('dialog', { name: 'Activate coupon SAVE10?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await (await toasts()).findByText('Coupon activated')).toBeVisible();
    await waitFor(() => expect(rowOf(table, 'SAVE10')).toHaveTextContent('Active'));
  });

  it('deletes a coupon after a confirmation naming its code', async () => {
    storeAdminSession();
    const save10 = makeCoupon({ code: 'SAVE10' });
    const { mock } = stubPromotions({ coupons: [save10] });
    const user = userEvent.setup();
    renderApp('/admin/coupon');

    const table = await screen.findByRole('table', { name: 'Existing Coupons' });
    await user.click(await within(table).findByRole('button', { name: 'Delete coupon SAVE10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete coupon SAVE10?' });
    expect(dialog).toHaveAccessibleDescription(
      'It is removed for good. Orders already placed with it keep their discount.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await (await toasts()).findByText('Coupon deleted successfully')).toBeVisible();
    expect(await within(table).findByText('No coupons available')).toBeVisible();
    expect(sent(mock, 'DELETE', '/api/admin/coupon')).toEqual([
      [`/api/admin/coupon/${save10._id}`, undefined],
    ]);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Existing Coupons' })).toHaveFocus(),
    );
  });

  it('says why a change failed and leaves the coupon as it was', async () => {
    storeAdminSession();
    stubPromotions({
      coupons: [makeCoupon({ code: 'SAVE10' })],
      override: (url, init) =>
        init?.method === 'PUT' || init?.method === 'DELETE'
          ? Promise.reject(new TypeError('offline'))
          : undefined,
    });
    const user = userEvent.setup();
    renderApp('/admin/coupon');

    const table = await screen.findByRole('table', { name: 'Existing Coupons' });
    await user.click(
      await within(table).findByRole('button', { name: 'Deactivate coupon SAVE10' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Deactivate coupon SAVE10?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await (await toasts()).findByText('Error updating coupon.')).toBeVisible();
    expect(rowOf(table, 'SAVE10')).toHaveTextContent('Active');

    await user.click(within(table).getByRole('button', { name: 'Delete coupon SAVE10' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete coupon SAVE10?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await (await toasts()).findByText('Error deleting coupon.')).toBeVisible();
    expect(within(table).getByText('SAVE10')).toBeVisible();
  });

  it('says "Error fetching coupons." when the list does not load', async () => {
    storeAdminSession();
    stubPromotions({
      override: (url) =>
        url.pathname === '/api/admin/coupon' ? Promise.reject(new TypeError('offline')) : undefined,
    });
    renderApp('/admin/coupon');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching coupons.');
  });
});

describe('create offer (coupons page)', () => {
  it('asks for what each type needs, in the spec’s words, and refuses a past expiry', async () => {
    storeAdminSession();
    const { mock } = stubPromotions({ categories: [makeCategory({ name: 'Girls' })] });
    const user = userEvent.setup();
    renderApp('/admin/coupon');

    const form = await screen.findByRole('form', { name: 'Create Offer' });
    expect(within(form).getByLabelText('Offer type')).toHaveValue('Product');
    // A product offer: a product search and a select of what it finds.
    expect(within(form).getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    expect(within(form).getByRole('combobox', { name: 'Product' })).toBeVisible();
    expect(within(form).queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Create Offer' }));
    expect(await within(form).findByText('Offer code is required')).toBeVisible();
    expect(within(form).getByText('Description is required')).toBeVisible();
    expect(within(form).getByText('Discount is required')).toBeVisible();
    expect(within(form).getByText('Expiry date is required')).toBeVisible();
    expect(within(form).getByText('Choose the product this offer is for')).toBeVisible();

    await user.selectOptions(within(form).getByLabelText('Offer type'), 'Category');
    expect(within(form).queryByRole('combobox', { name: 'Product' })).not.toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Category' })).toBeVisible();
    await user.type(within(form).getByLabelText('Expiry date'), dayFromToday(-3));
    await user.click(within(form).getByRole('button', { name: 'Create Offer' }));
    expect(await within(form).findByText('Choose the category this offer is for')).toBeVisible();
    expect(within(form).getByText('Expiry date must be in the future.')).toBeVisible();

    await user.selectOptions(within(form).getByLabelText('Offer type'), 'Referral');
    expect(within(form).queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    expect(within(form).getByText('A referral offer takes its percent off the whole cart.'));
    expect(sent(mock, 'POST', '/api/admin/offers')).toHaveLength(0);
  });

  it('creates a category offer at its own path, says so and lists it', async () => {
    storeAdminSession();
    const girls = makeCategory({ name: 'Girls' });
    const { mock } = stubPromotions({ categories: [makeCategory({ name: 'Boys' }), girls] });
    const user = userEvent.setup();
    renderApp('/admin/coupon');

    const form = await screen.findByRole('form', { name: 'Create Offer' });
    await user.selectOptions(within(form).getByLabelText('Offer type'), 'Category');
    await user.type(within(form).getByLabelText('Offer code'), 'GIRLS15');
    await user.type(within(form).getByLabelText('Description'), 'Frocks for less');
    await user.type(within(form).getByLabelText('Discount (%)'), '15');
    const expiry = dayFromToday(20);
    await user.type(within(form).getByLabelText('Expiry date'), expiry);
    const category = within(form).getByRole('combobox', { name: 'Category' });
    await within(category).findByRole('option', { name: 'Girls' });
    await user.selectOptions(category, 'Girls');
    await user.click(within(form).getByRole('button', { name: 'Create Offer' }));

    expect(await (await toasts()).findByText('Offer created successfully!')).toBeVisible();
    expect(sent(mock, 'POST', '/api/admin/offers')).toEqual([
      [
        '/api/admin/offers/category',
        {
          offerType: 'Category',
          offerCode: 'GIRLS15',
          offerDescription: 'Frocks for less',
          discount: 15,
          expiryDate: expiry,
          categoryId: girls._id,
        },
      ],
    ]);
    const offers = screen.getByRole('table', { name: 'Existing Offers' });
    const row = await waitFor(() => rowOf(offers, 'GIRLS15'));
    expect(row).toHaveTextContent('Frocks for less');
    expect(row).toHaveTextContent('Girls');
    expect(row).toHaveTextContent('15%');
    expect(within(form).getByLabelText('Offer code')).toHaveValue('');
  });

  it('finds the product for a product offer by searching', async () => {
    storeAdminSession();
    const frock = makeProduct({ name: 'Sequin Party Frock', brand: 'Hopscotch' });
    const { mock } = stubPromotions({
      products: [makeProduct({ name: 'Cotton Romper' }), frock],
    });
    const user = userEvent.setup();
    renderApp('/admin/coupon');

    const form = await screen.findByRole('form', { name: 'Create Offer' });
    await user.type(within(form).getByLabelText('Offer code'), 'PARTY10');
    await user.type(within(form).getByLabelText('Description'), 'Party season');
    await user.type(within(form).getByLabelText('Discount (%)'), '10');
    await user.type(within(form).getByLabelText('Expiry date'), dayFromToday(5));
    await user.type(within(form).getByRole('searchbox', { name: 'Search products' }), 'sequin');
    expect(
      await within(form).findByText('1 product matching “sequin”.', {}, { timeout: 3000 }),
    ).toBeVisible();
    const product = within(form).getByRole('combobox', { name: 'Product' });
    expect(
      within(product)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a product', 'Sequin Party Frock (Hopscotch)']);
    await user.selectOptions(product, 'Sequin Party Frock (Hopscotch)');
    await user.click(within(form).getByRole('button', { name: 'Create Offer' }));

    expect(await (await toasts()).findByText('Offer created successfully!')).toBeVisible();
    const [post] = sent(mock, 'POST', '/api/admin/offers');
    expect(post?.[0]).toBe('/api/admin/offers/product');
    expect(post?.[1]).toMatchObject({ offerType: 'Product', productId: frock._id });
    // The form starts afresh, its product search too.
    expect(within(form).getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: 'Product' })).toHaveValue('');
  });

  it('deletes an offer from the list after a confirmation naming its code', async () => {
    storeAdminSession();
    const offer = makeOffer({
      type: 'referral',
      offerCode: 'FRIEND5',
      offerDescription: 'For friends',
    });
    stubPromotions({ offers: [offer] });
    const user = userEvent.setup();
    renderApp('/admin/coupon');

    const offers = await screen.findByRole('table', { name: 'Existing Offers' });
    const row = await waitFor(() => rowOf(offers, 'FRIEND5'));
    expect(row).toHaveTextContent('Whole cart');
    await user.click(within(row).getByRole('button', { name: 'Delete offer FRIEND5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete offer FRIEND5?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await (await toasts()).findByText('Offer deleted successfully')).toBeVisible();
    expect(await within(offers).findByText('No offers available')).toBeVisible();
  });
});
