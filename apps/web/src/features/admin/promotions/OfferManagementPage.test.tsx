import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/product-factory';
import { renderApp } from '../../../test/render-app';
import { makeCategory } from '../catalog/testing';
import { storeAdminSession } from '../testing';
import { dayFromToday, makeOffer, sent, stubPromotions } from './testing';

afterEach(() => {
  localStorage.clear();
  // Sonner keeps toasts between renders; each test starts with none.
  toast.dismiss();
});

async function toasts() {
  return within(await screen.findByRole('region', { name: /notifications/i }));
}

function rowOf(text: string): HTMLElement {
  const row = screen
    .getAllByText(text)
    .map((node) => node.closest('tr'))
    .find(Boolean);
  if (!row) throw new Error(`no row for ${text}`);
  return row;
}

describe('offer management', () => {
  it('is reached from Coupons and Offers, and lists type, name, value and expiry', async () => {
    storeAdminSession();
    const frock = { _id: makeProduct()._id, name: 'Sequin Party Frock' };
    stubPromotions({
      offers: [
        makeOffer({ type: 'product', product: frock, discount: 15, expiryDate: '2030-06-30' }),
        makeOffer({ type: 'referral', referrerCode: 'ASHA', offerDescription: 'Friends of Asha' }),
      ],
    });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/coupon');

    await user.click(await screen.findByRole('link', { name: 'Offer Management' }));
    expect(router.state.location.pathname).toBe('/admin/offers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Offer Management' }),
    ).toBeVisible();

    const table = screen.getByRole('table', { name: 'Offers, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Type', 'Name', 'Value', 'Expiry', 'Actions']);
    const product = await waitFor(() => rowOf('15% off Sequin Party Frock'));
    const cells = within(product).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('Product');
    expect(cells[2]).toHaveTextContent('15%');
    expect(cells[3]).toHaveTextContent('30 Jun 2030');
    expect(within(product).getByRole('button', { name: /^Edit offer / })).toBeVisible();
    expect(within(rowOf('Friends of Asha')).getAllByRole('cell')[0]).toHaveTextContent('Referrer');
  });

  it('says "No offers available" when there are none', async () => {
    storeAdminSession();
    stubPromotions();
    renderApp('/admin/offers');
    expect(await screen.findByText('No offers available')).toBeVisible();
  });

  it('adds an offer in a modal whose fields follow the type, checked in the spec’s words', async () => {
    storeAdminSession();
    const frock = makeProduct({ name: 'Sequin Party Frock', brand: 'Hopscotch' });
    const { mock } = stubPromotions({
      products: [makeProduct({ name: 'Cotton Romper' }), frock],
      categories: [makeCategory({ name: 'Girls' })],
    });
    const user = userEvent.setup();
    renderApp('/admin/offers');

    const add = await screen.findByRole('button', { name: 'Add Offer' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add Offer' });
    const type = within(dialog).getByLabelText('Type');
    expect(type).toHaveFocus();
    expect(type).toHaveValue('product');
    expect(within(dialog).getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Product' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    expect(await within(dialog).findByText('Discount is required')).toBeVisible();
    expect(within(dialog).getByText('Expiry date is required')).toBeVisible();
    expect(within(dialog).getByText('Choose the product this offer is for')).toBeVisible();

    await user.selectOptions(type, 'category');
    expect(within(dialog).queryByRole('combobox', { name: 'Product' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toBeVisible();
    await user.selectOptions(type, 'referrer');
    expect(within(dialog).queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Value (%)'), '12');
    await user.type(within(dialog).getByLabelText('Expiry date'), dayFromToday(-1));
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    expect(await within(dialog).findByText('Referral code is required')).toBeVisible();
    expect(within(dialog).getByText('Expiry date must be in the future.')).toBeVisible();
    expect(sent(mock, 'POST', '/api/admin/offers')).toHaveLength(0);

    // A product offer, the product found by searching.
    await user.selectOptions(type, 'product');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search products' }), 'frock');
    const product = within(dialog).getByRole('combobox', { name: 'Product' });
    await within(product).findByRole('option', { name: 'Sequin Party Frock (Hopscotch)' });
    await user.selectOptions(product, 'Sequin Party Frock (Hopscotch)');
    const expiry = dayFromToday(14);
    await user.clear(within(dialog).getByLabelText('Expiry date'));
    await user.type(within(dialog).getByLabelText('Expiry date'), expiry);
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));

    expect(await (await toasts()).findByText('Offer saved successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(add).toHaveFocus();
    expect(sent(mock, 'POST', '/api/admin/offers')).toEqual([
      [
        '/api/admin/offers',
        {
          type: 'product',
          value: 12,
          expiryDate: expiry,
          productId: frock._id,
          // Left empty: no code, and shoppers read what the offer does.
          offerCode: '',
          offerDescription: '',
        },
      ],
    ]);
    expect(await screen.findByText('12% off Sequin Party Frock')).toBeVisible();
  });

  it('edits an offer in the same modal, its code and description too, filled in with what it holds', async () => {
    storeAdminSession();
    const boys = makeCategory({ name: 'Boys' });
    const girls = makeCategory({ name: 'Girls' });
    const offer = makeOffer({
      type: 'category',
      category: { _id: girls._id, name: 'Girls' },
      discount: 20,
      expiryDate: '2030-01-31',
      offerCode: 'GIRLS20',
      offerDescription: 'Girls’ sale: 20% off',
    });
    const { mock } = stubPromotions({ offers: [offer], categories: [boys, girls] });
    const user = userEvent.setup();
    renderApp('/admin/offers');

    await user.click(
      await screen.findByRole('button', { name: 'Edit offer Girls’ sale: 20% off' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Offer' });
    expect(within(dialog).getByLabelText('Type')).toHaveValue('category');
    expect(within(dialog).getByLabelText('Value (%)')).toHaveValue(20);
    expect(within(dialog).getByLabelText('Expiry date')).toHaveValue('2030-01-31');
    const category = within(dialog).getByRole('combobox', { name: 'Category' });
    await within(category).findByRole('option', { name: 'Boys' });
    expect(category).toHaveValue(girls._id);
    const code = within(dialog).getByLabelText('Offer code');
    const description = within(dialog).getByLabelText('Description');
    expect(code).toHaveValue('GIRLS20');
    expect(description).toHaveValue('Girls’ sale: 20% off');
    expect(description).toHaveAccessibleDescription(/What shoppers read in the cart/);

    const value = within(dialog).getByLabelText('Value (%)');
    await user.clear(value);
    await user.type(value, '25');
    await user.selectOptions(category, 'Boys');
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    // Shoppers would read "20% off" on a 25% offer: the description is asked for first.
    expect(
      await within(dialog).findByText(
        'The description says 20% but the discount is 25%. Please make them match.',
      ),
    ).toBeVisible();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(sent(mock, 'PUT', '/api/admin/offers')).toHaveLength(0);

    await user.clear(code);
    await user.type(code, 'BOYS25');
    await user.clear(description);
    await user.type(description, 'Boys’ sale: 25% off');
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));

    expect(await (await toasts()).findByText('Offer saved successfully')).toBeVisible();
    expect(sent(mock, 'PUT', '/api/admin/offers')).toEqual([
      [
        `/api/admin/offers/${offer._id}`,
        {
          type: 'category',
          value: 25,
          expiryDate: '2030-01-31',
          categoryId: boys._id,
          offerCode: 'BOYS25',
          offerDescription: 'Boys’ sale: 25% off',
        },
      ],
    ]);
    const row = await waitFor(() => rowOf('Boys’ sale: 25% off'));
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('25%');
    expect(screen.queryByText('Girls’ sale: 20% off')).not.toBeInTheDocument();
  });

  it('leaves an offer without a description to read what it does, which follows the value', async () => {
    storeAdminSession();
    const offer = makeOffer({ type: 'referral', referrerCode: 'PAL', discount: 12 });
    const { mock } = stubPromotions({ offers: [offer] });
    const user = userEvent.setup();
    renderApp('/admin/offers');

    await user.click(await screen.findByRole('button', { name: 'Edit offer 12% off your order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Offer' });
    // The words shown for it are not put in the field, or they would stop following the value.
    expect(within(dialog).getByLabelText('Description')).toHaveValue('');
    const value = within(dialog).getByLabelText('Value (%)');
    await user.clear(value);
    await user.type(value, '14');
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));

    expect(await screen.findByText('14% off your order')).toBeVisible();
    expect(sent(mock, 'PUT', '/api/admin/offers')[0]?.[1]).toMatchObject({
      value: 14,
      offerDescription: '',
    });
  });

  it('keeps the modal open and says "Failed to save offer" when a save fails', async () => {
    storeAdminSession();
    stubPromotions({
      offers: [makeOffer({ type: 'referral', referrerCode: 'ASHA', offerDescription: 'Asha' })],
      override: (url, init) =>
        init?.method === 'PUT' ? Promise.reject(new TypeError('offline')) : undefined,
    });
    const user = userEvent.setup();
    renderApp('/admin/offers');

    await user.click(await screen.findByRole('button', { name: 'Edit offer Asha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Offer' });
    expect(within(dialog).getByLabelText('Referral code')).toHaveValue('ASHA');
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    expect(await (await toasts()).findByText('Failed to save offer')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Edit Offer' })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes an offer after a confirmation naming it, and says when that fails', async () => {
    storeAdminSession();
    let offline = true;
    const { mock } = stubPromotions({
      offers: [makeOffer({ offerDescription: 'Romper week' })],
      override: (url, init) =>
        init?.method === 'DELETE' && offline ? Promise.reject(new TypeError('offline')) : undefined,
    });
    const user = userEvent.setup();
    renderApp('/admin/offers');

    await user.click(await screen.findByRole('button', { name: 'Delete offer Romper week' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete offer Romper week?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await (await toasts()).findByText('Failed to delete offer')).toBeVisible();
    expect(rowOf('Romper week')).toBeVisible();

    offline = false;
    await user.click(screen.getByRole('button', { name: 'Delete offer Romper week' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete offer Romper week?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await (await toasts()).findByText('Offer deleted successfully')).toBeVisible();
    expect(await screen.findByText('No offers available')).toBeVisible();
    expect(sent(mock, 'DELETE', '/api/admin/offers')).toHaveLength(2);
  });
});
