import {
  COLOUR_MESSAGES,
  PARCEL_FIELD_MESSAGES,
  PRODUCT_MESSAGES,
  TAX_FIELD_MESSAGES,
} from '@littleloom/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/product-factory';
import { renderApp } from '../../../test/render-app';
import { sentBody } from '../../../test/session';
import { storeAdminSession } from '../testing';
import { makeCategory, stubAdminCatalogue } from './testing';

beforeEach(() => storeAdminSession());
afterEach(() => {
  localStorage.clear();
  // Sonner keeps toasts between renders; each test starts with none.
  toast.dismiss();
});

const infants = makeCategory({ name: 'Infants', hsnCode: '6111' });

function romper() {
  return makeProduct({
    name: 'Bunny Romper',
    brand: 'Babyhug',
    description: 'Soft cotton romper.',
    price: 1299,
    discountPrice: 999,
    category: { _id: infants._id, name: infants.name },
    sizes: [
      { size: '0-3M', stock: 3 },
      { size: '3-6M', stock: 12 },
    ],
    images: [
      { url: '/uploads/a-lg.webp', thumbnailUrl: '/uploads/a-sm.webp', public_id: 'img-a' },
      { url: '/uploads/b-lg.webp', thumbnailUrl: '/uploads/b-sm.webp', public_id: 'img-b' },
    ],
    bestseller: true,
    averageRating: 4.5,
    reviewCount: 12,
    hsnCode: '61112000',
  });
}

/** The form's Shipping group, found by its heading. */
function shippingSection(heading: HTMLElement): HTMLElement {
  const section = heading.closest('section');
  if (!section) throw new Error('no Shipping section');
  return section;
}

async function toasts() {
  return within(await screen.findByRole('region', { name: /notifications/i }));
}

describe('edit product', () => {
  it('opens filled in, with the total stock and the pictures at 150 px', async () => {
    const product = romper();
    stubAdminCatalogue({ products: [product], categories: [infants] });
    renderApp(`/admin/products/edit/${product._id}`);

    expect(await screen.findByLabelText('Name')).toHaveValue('Bunny Romper');
    expect(screen.getByLabelText('Brand')).toHaveValue('Babyhug');
    expect(screen.getByLabelText('Price (₹)')).toHaveValue(1299);
    expect(screen.getByLabelText('Sale price (₹, optional)')).toHaveValue(999);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue(infants._id);
    expect(screen.getByRole('checkbox', { name: 'Bestseller' })).toBeChecked();
    const hsn = screen.getByRole('textbox', { name: 'HSN code (optional)' });
    expect(hsn).toHaveValue('61112000');
    await waitFor(() =>
      expect(hsn).toHaveAccessibleDescription('Leave empty to use the category’s (6111).'),
    );
    expect(
      screen
        .getAllByRole('textbox', { name: /^Size \d$/ })
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['0-3M', '3-6M']);
    expect(screen.getByText('Total stock: 15')).toBeVisible();
    const pictures = screen.getAllByRole('img', { name: /^Picture \d$/ });
    expect(pictures).toHaveLength(2);
    expect(pictures[0]).toHaveAttribute('width', '150');
  });

  it('says "Name is required" for a missing name', async () => {
    const product = romper();
    const { mock } = stubAdminCatalogue({ products: [product], categories: [infants] });
    const user = userEvent.setup();
    renderApp(`/admin/products/edit/${product._id}`);

    await user.clear(await screen.findByLabelText('Name'));
    await user.clear(screen.getByLabelText('Brand'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Brand is required')).toBeVisible();
    expect(mock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('removes a picture at once after asking, then saves the pictures kept and the fields', async () => {
    const product = romper();
    const { mock, forms } = stubAdminCatalogue({ products: [product], categories: [infants] });
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/products/edit/${product._id}`);

    await user.click(await screen.findByRole('button', { name: 'Remove picture 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove picture 1 of Bunny Romper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await (await toasts()).findByText('Image removed successfully')).toBeVisible();
    const removal = mock.mock.calls.find(([input]) =>
      String(input).endsWith('/api/admin/products/delete-image'),
    );
    expect(sentBody(removal?.[1])).toEqual({ public_id: 'img-a' });
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: /^Picture \d$/ })).toHaveLength(1),
    );

    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Bunny Romper Set');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await (await toasts()).findByText('Product updated successfully.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/list'));

    const [sent] = forms;
    expect(sent?.method).toBe('PUT');
    expect(sent?.path).toBe(`/api/admin/products/${product._id}`);
    expect(sent?.body.get('name')).toBe('Bunny Romper Set');
    // The product's own HSN code goes with the fields, as it was.
    expect(sent?.body.get('hsnCode')).toBe('61112000');
    expect(sent?.body.get('existingImages')).toBe(JSON.stringify(['img-b']));
    expect(sent?.body.getAll('images')).toEqual([]);
    // Each size with the stock the form loaded, so the server leaves stock that moved alone.
    expect(sent?.body.get('sizes')).toBe(
      JSON.stringify([
        { size: '0-3M', stock: 3, stockSeen: 3 },
        { size: '3-6M', stock: 12, stockSeen: 12 },
      ]),
    );
  });

  it('sends a changed stock with the figure it loaded, and a new size without one', async () => {
    const product = romper();
    const { forms } = stubAdminCatalogue({ products: [product], categories: [infants] });
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/products/edit/${product._id}`);

    const stock = await screen.findByRole('spinbutton', { name: 'Stock of size 2' });
    await user.clear(stock);
    await user.type(stock, '20');
    await user.click(screen.getByRole('button', { name: 'Add Size' }));
    await user.type(screen.getByRole('textbox', { name: 'Size 3' }), '6-9M');
    const added = screen.getByRole('spinbutton', { name: 'Stock of size 3' });
    await user.clear(added);
    await user.type(added, '5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/list'));
    expect(forms[0]?.body.get('sizes')).toBe(
      JSON.stringify([
        { size: '0-3M', stock: 3, stockSeen: 3 },
        { size: '3-6M', stock: 20, stockSeen: 12 },
        { size: '6-9M', stock: 5 },
      ]),
    );
  });

  it('says when a size’s stock moved since the form opened, and reloads the product on request', async () => {
    const product = romper();
    const message =
      'The stock of size 3-6M has changed to 9 since you opened this form, so nothing was saved. Please reload the product and make your changes again.';
    const { state, mock } = stubAdminCatalogue({
      products: [product],
      categories: [infants],
      override: (_url, init) =>
        init?.method === 'PUT'
          ? new Response(JSON.stringify({ success: false, message, size: '3-6M', stock: 9 }), {
              status: 409,
              headers: { 'Content-Type': 'application/json' },
            })
          : undefined,
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/products/edit/${product._id}`);

    const stock = await screen.findByRole('spinbutton', { name: 'Stock of size 2' });
    await user.clear(stock);
    await user.type(stock, '20');
    // Three pieces were sold while the form was open.
    state.products[0]!.sizes[1]!.stock = 9;
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'The stock has changed' });
    expect(dialog).toHaveAccessibleDescription(message);
    expect(router.state.location.pathname).toBe(`/admin/products/edit/${product._id}`);
    expect(screen.queryByText('Failed to update product.')).not.toBeInTheDocument();

    const reads = () =>
      mock.mock.calls.filter(
        ([input, init]) =>
          String(input).endsWith(`/api/admin/products/${product._id}`) &&
          (init?.method ?? 'GET') === 'GET',
      ).length;
    const before = reads();
    await user.click(within(dialog).getByRole('button', { name: 'Reload the product' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'The stock has changed' }),
      ).not.toBeInTheDocument(),
    );
    expect(reads()).toBe(before + 1);
    // The form starts again from the product as it is now.
    expect(await screen.findByText('Total stock: 12')).toBeVisible();
    expect(screen.getByRole('spinbutton', { name: 'Stock of size 2' })).toHaveValue(9);
  });

  it('hands the HSN code back to the category when emptied; a bad one is refused under the field', async () => {
    const product = romper();
    let refuseNext = false;
    const { forms, state } = stubAdminCatalogue({
      products: [product],
      categories: [infants],
      override: (_url, init) => {
        if (!refuseNext || init?.method !== 'PUT') return undefined;
        refuseNext = false;
        return new Response(
          JSON.stringify({ success: false, message: TAX_FIELD_MESSAGES.hsnInvalid }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        );
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/products/edit/${product._id}`);

    const hsn = await screen.findByRole('textbox', { name: 'HSN code (optional)' });
    await user.clear(hsn);
    await user.type(hsn, '611120001');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(TAX_FIELD_MESSAGES.hsnInvalid)).toBeVisible();
    await waitFor(() => expect(hsn).toHaveFocus());
    expect(forms).toHaveLength(0);

    // Refused by the server: under the field, not in a toast.
    await user.clear(hsn);
    await user.type(hsn, '6111');
    refuseNext = true;
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(TAX_FIELD_MESSAGES.hsnInvalid)).toBeVisible();
    expect(hsn).toHaveAccessibleDescription(
      `Leave empty to use the category’s (6111). ${TAX_FIELD_MESSAGES.hsnInvalid}`,
    );
    expect(hsn).toHaveFocus();
    expect(screen.queryByText('Failed to update product.')).not.toBeInTheDocument();
    expect(screen.getAllByText(TAX_FIELD_MESSAGES.hsnInvalid)).toHaveLength(1);

    await user.clear(hsn);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/list'));
    const [sent] = forms;
    expect(sent?.body.get('hsnCode')).toBe('');
    expect(state.products[0]?.hsnCode).toBeNull();
  });

  it('opens with the product’s own parcel figures; an emptied one goes back to the category’s', async () => {
    const product = {
      ...romper(),
      weightGrams: 240,
      lengthCm: null,
      breadthCm: null,
      heightCm: 6,
    };
    let refuseNext = false;
    const { forms, state } = stubAdminCatalogue({
      products: [product],
      categories: [{ ...infants, weightGrams: 180, lengthCm: 25, breadthCm: 20, heightCm: 3 }],
      override: (_url, init) => {
        if (!refuseNext || init?.method !== 'PUT') return undefined;
        refuseNext = false;
        return new Response(
          JSON.stringify({ success: false, message: PARCEL_FIELD_MESSAGES.heightInvalid }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        );
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/products/edit/${product._id}`);

    const shipping = shippingSection(await screen.findByRole('heading', { name: 'Shipping' }));
    const weight = within(shipping).getByRole('spinbutton', { name: 'Weight (g)' });
    const length = within(shipping).getByRole('spinbutton', { name: 'Length (cm)' });
    const height = within(shipping).getByRole('spinbutton', { name: 'Height (cm)' });
    expect(weight).toHaveValue(240);
    expect(length).toHaveValue(null);
    expect(height).toHaveValue(6);
    await waitFor(() =>
      expect(weight).toHaveAccessibleDescription(
        'Leave empty to use the category’s (180 g, 25 × 20 × 3 cm).',
      ),
    );

    await user.type(length, '2.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(shipping).findByText(PARCEL_FIELD_MESSAGES.lengthInvalid)).toBeVisible();
    expect(forms).toHaveLength(0);
    await user.clear(length);

    // Refused by the server: under the field, not in a toast.
    refuseNext = true;
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(shipping).findByText(PARCEL_FIELD_MESSAGES.heightInvalid)).toBeVisible();
    expect(height).toHaveFocus();
    expect(screen.queryByText('Failed to update product.')).not.toBeInTheDocument();

    await user.clear(weight);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/list'));
    const body = forms.at(-1)!.body;
    expect(body.get('weightGrams')).toBe('');
    expect(body.get('heightCm')).toBe('6');
    expect(state.products[0]).toMatchObject({
      weightGrams: null,
      lengthCm: null,
      breadthCm: null,
      heightCm: 6,
    });
  });

  it('says "Failed to load product details" for a product it cannot read', async () => {
    stubAdminCatalogue({ categories: [infants] });
    renderApp('/admin/products/edit/00000000-0000-4000-8000-000000000999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load product details');
    expect(alert).toHaveTextContent('Product not found.');
  });

  it('says "Failed to update product." with the server’s reason when a save is refused', async () => {
    const product = romper();
    stubAdminCatalogue({
      products: [product],
      categories: [infants],
      override: (_url, init) =>
        init?.method === 'PUT'
          ? new Response(JSON.stringify({ success: false, message: 'Add at least one image' }), {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            })
          : undefined,
    });
    const user = userEvent.setup();
    renderApp(`/admin/products/edit/${product._id}`);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    const list = await toasts();
    expect(await list.findByText('Failed to update product.')).toBeVisible();
    expect(list.getByText('Add at least one image')).toBeVisible();
  });
});

function colourGroup() {
  return screen.getByRole('group', { name: 'Colour' });
}

describe('edit product: colour', () => {
  it('opens with the product’s palette colour chosen, or its own colour under Custom…', async () => {
    const navy = makeProduct({ ...romper(), colour: { name: 'Navy', hex: '#23395d' } });
    const rose = makeProduct({
      name: 'Rose Frock',
      colour: { name: 'Dusty rose', hex: '#d8a1a4' },
    });
    stubAdminCatalogue({ products: [navy, rose], categories: [infants] });
    const { router } = renderApp(`/admin/products/edit/${navy._id}`);

    await screen.findByLabelText('Name');
    expect(within(colourGroup()).getByRole('radio', { name: 'Navy' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Colour name' })).not.toBeInTheDocument();

    await router.navigate(`/admin/products/edit/${rose._id}`);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Rose Frock'));
    expect(within(colourGroup()).getByRole('radio', { name: 'Custom…' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Colour name' })).toHaveValue('Dusty rose');
    expect(screen.getByRole('textbox', { name: 'Dot colour' })).toHaveValue('#d8a1a4');
    expect(screen.getByLabelText('Pick the dot colour')).toHaveValue('#d8a1a4');
  });

  it('sends the colour kept', async () => {
    const product = makeProduct({ ...romper(), colour: { name: 'Navy', hex: '#23395d' } });
    const { forms } = stubAdminCatalogue({ products: [product], categories: [infants] });
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/products/edit/${product._id}`);

    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/list'));
    expect(forms[0]!.body.get('colourName')).toBe('Navy');
    expect(forms[0]!.body.get('colourHex')).toBe('#23395d');
  });

  it('takes the colour away with None (both sent empty)', async () => {
    const product = makeProduct({ ...romper(), colour: { name: 'Navy', hex: '#23395d' } });
    const { forms, state } = stubAdminCatalogue({ products: [product], categories: [infants] });
    const user = userEvent.setup();
    renderApp(`/admin/products/edit/${product._id}`);

    await user.click(
      within(await screen.findByRole('group', { name: 'Colour' })).getByRole('radio', {
        name: 'None',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(forms[0]!.body.get('colourName')).toBe('');
    expect(forms[0]!.body.get('colourHex')).toBe('');
    await waitFor(() => expect(state.products[0]!.colour).toBeNull());
  });

  it('keeps a colour on a product in a style; the server’s refusal shows under the colour', async () => {
    const styled = makeProduct({
      ...romper(),
      colour: { name: 'Navy', hex: '#23395d' },
      styleId: 'style-romper',
    });
    const sibling = makeProduct({
      name: 'Bunny Romper',
      colour: { name: 'Pink', hex: '#f29bb8' },
      styleId: 'style-romper',
    });
    const alone = makeProduct({
      name: 'Sailor Tee',
      colour: { name: 'White', hex: '#ffffff' },
      category: { _id: infants._id, name: infants.name },
    });
    stubAdminCatalogue({
      products: [styled, sibling, alone],
      categories: [infants],
      // Grouped into a style by someone else while the form was open.
      override: (url, init) =>
        url.pathname === `/api/admin/products/${alone._id}` && init?.method === 'PUT'
          ? new Response(
              JSON.stringify({ success: false, message: COLOUR_MESSAGES.styleNeedsColours }),
              { status: 400, headers: { 'Content-Type': 'application/json' } },
            )
          : undefined,
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/products/edit/${styled._id}`);

    await screen.findByLabelText('Name');
    const none = within(colourGroup()).getByRole('radio', { name: 'None' });
    expect(none).toBeDisabled();
    expect(colourGroup()).toHaveAccessibleDescription(
      'A product in a style keeps a colour. To clear it, take the product out of its style first.',
    );

    await router.navigate(`/admin/products/edit/${alone._id}`);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Sailor Tee'));
    const noneAlone = within(colourGroup()).getByRole('radio', { name: 'None' });
    expect(noneAlone).toBeEnabled();
    await user.click(noneAlone);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(colourGroup()).toHaveAccessibleDescription(COLOUR_MESSAGES.styleNeedsColours),
    );
    expect(noneAlone).toHaveFocus();
    expect(screen.queryByText('Failed to update product.')).not.toBeInTheDocument();
  });
});

describe('edit product: sale end', () => {
  // Midnight starting 1 December 2099 in India: the sale's last day is 30 November.
  const endingRomper = () => makeProduct({ ...romper(), saleEndsAt: '2099-11-30T18:30:00.000Z' });

  it('opens with the sale’s last day; a day past or an end without a sale price is refused', async () => {
    const product = endingRomper();
    const { forms } = stubAdminCatalogue({ products: [product], categories: [infants] });
    const user = userEvent.setup();
    renderApp(`/admin/products/edit/${product._id}`);

    const ends = await screen.findByLabelText('Sale ends (optional)');
    expect(ends).toHaveValue('2099-11-30');
    expect(ends).toHaveAttribute('type', 'date');
    expect(ends).toHaveAccessibleDescription(
      'The sale price holds to the end of this day, India time.',
    );

    fireEvent.change(ends, { target: { value: '2020-01-31' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PRODUCT_MESSAGES.saleEndPast)).toBeVisible();
    expect(ends).toHaveAccessibleDescription(
      `The sale price holds to the end of this day, India time. ${PRODUCT_MESSAGES.saleEndPast}`,
    );

    fireEvent.change(ends, { target: { value: '2099-12-15' } });
    await user.clear(screen.getByLabelText('Sale price (₹, optional)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PRODUCT_MESSAGES.saleEndWithoutSalePrice)).toBeVisible();
    expect(forms).toHaveLength(0);
  });

  it('sends the sale’s last day beside the sale price', async () => {
    const product = endingRomper();
    const { forms } = stubAdminCatalogue({ products: [product], categories: [infants] });
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/products/edit/${product._id}`);

    fireEvent.change(await screen.findByLabelText('Sale ends (optional)'), {
      target: { value: '2099-12-15' },
    });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/list'));
    expect(forms[0]!.body.get('discountPrice')).toBe('999');
    expect(forms[0]!.body.get('saleEndsOn')).toBe('2099-12-15');
  });

  it('sends the sale end empty to give the sale no end', async () => {
    const product = endingRomper();
    const { forms } = stubAdminCatalogue({ products: [product], categories: [infants] });
    const user = userEvent.setup();
    const { router } = renderApp(`/admin/products/edit/${product._id}`);

    fireEvent.change(await screen.findByLabelText('Sale ends (optional)'), {
      target: { value: '' },
    });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/list'));
    expect(forms[0]!.body.get('saleEndsOn')).toBe('');
  });

  it('says the server’s refusal of the sale end under the field', async () => {
    const product = endingRomper();
    const { forms } = stubAdminCatalogue({
      products: [product],
      categories: [infants],
      override: (_url, init) =>
        init?.method === 'PUT'
          ? new Response(
              JSON.stringify({ success: false, message: PRODUCT_MESSAGES.saleEndPast }),
              {
                status: 400,
                headers: { 'Content-Type': 'application/json' },
              },
            )
          : undefined,
    });
    const user = userEvent.setup();
    renderApp(`/admin/products/edit/${product._id}`);

    const ends = await screen.findByLabelText('Sale ends (optional)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PRODUCT_MESSAGES.saleEndPast)).toBeVisible();
    await waitFor(() => expect(ends).toHaveFocus());
    expect(screen.queryByText('Failed to update product.')).not.toBeInTheDocument();
    expect(forms).toHaveLength(0);
  });
});
