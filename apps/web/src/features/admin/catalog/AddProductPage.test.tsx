import {
  COLOUR_MESSAGES,
  COLOUR_PALETTE,
  PARCEL_FIELD_MESSAGES,
  TAX_FIELD_MESSAGES,
} from '@littleloom/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../testing';
import { makeCategory, pictureFile, stubAdminCatalogue, stubImageTools } from './testing';

/** react-easy-crop needs real layout; this stand-in reports a crop area as the real one does. */
vi.mock('react-easy-crop', async () => {
  const { useEffect } = await import('react');
  return {
    default: function FakeCropper({
      onCropComplete,
    }: {
      onCropComplete?: (percent: unknown, pixels: unknown) => void;
    }) {
      useEffect(() => {
        onCropComplete?.(
          { x: 10, y: 10, width: 80, height: 80 },
          { x: 0, y: 0, width: 400, height: 400 },
        );
      }, [onCropComplete]);
      return <div data-testid="cropper" />;
    },
  };
});

beforeEach(() => storeAdminSession());
afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  // Sonner keeps toasts between renders; each test starts with none.
  toast.dismiss();
});

const boys = makeCategory({ name: 'Boys' });
const girls = makeCategory({ name: 'Girls', hsnCode: '6204' });

function sizeInputs() {
  return screen.getAllByRole('textbox', { name: /^Size \d+$/ });
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

/** Chooses pictures and crops each one in turn. */
async function addPictures(
  user: ReturnType<typeof userEvent.setup>,
  files: File[],
  crops = files.length,
) {
  await user.upload(screen.getByLabelText('Choose images'), files);
  for (let i = 0; i < crops; i += 1) {
    const dialog = await screen.findByRole('dialog', { name: /^Crop image/ });
    const use = within(dialog).getByRole('button', { name: 'Use this crop' });
    await waitFor(() => expect(use).toBeEnabled());
    await user.click(use);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  }
}

describe('add product', () => {
  it('starts with one empty size line at stock 0; Add Size and Remove change the list', async () => {
    stubAdminCatalogue({ categories: [boys, girls] });
    const user = userEvent.setup();
    renderApp('/admin/products/add');

    await screen.findByRole('heading', { level: 1, name: 'Add product' });
    expect(sizeInputs()).toHaveLength(1);
    expect(sizeInputs()[0]).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Stock of size 1' })).toHaveValue(0);
    expect(screen.getByRole('button', { name: 'Remove size 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add Size' }));
    expect(sizeInputs()).toHaveLength(2);
    await user.type(sizeInputs()[1]!, '2-3Y');
    await user.click(screen.getByRole('button', { name: 'Remove size 1' }));
    expect(sizeInputs()).toHaveLength(1);
    expect(sizeInputs()[0]).toHaveValue('2-3Y');

    const select = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select a category', 'Boys', 'Girls']),
    );
    // The rating is the buyers' reviews', never typed in.
    expect(screen.queryByLabelText(/rating/i)).toBeNull();
    expect(screen.getByLabelText('Choose images')).toHaveAttribute('accept', 'image/*');
  });

  it('shows every missing field in the spec’s words and sends nothing', async () => {
    const { mock } = stubAdminCatalogue({ categories: [boys] });
    const user = userEvent.setup();
    renderApp('/admin/products/add');

    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    for (const message of [
      'Product name is required',
      'Category is required',
      'Description is required',
      'Price is required',
      'Brand is required',
      'Size is required',
      'Add at least one image',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Product name is required');

    await user.type(screen.getByLabelText('Price (₹)'), '500');
    await user.type(screen.getByLabelText('Sale price (₹, optional)'), '600');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Sale price must be below the price')).toBeVisible();
    expect(mock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('focuses the first field to fix, in the form’s order', async () => {
    stubAdminCatalogue({ categories: [boys] });
    const user = userEvent.setup();
    renderApp('/admin/products/add');

    await user.click(await screen.findByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Product name is required')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());

    await user.type(screen.getByLabelText('Name'), 'Rocket Tee');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveFocus());
  });

  it('points at a size listed twice, and drops the complaint once the sizes differ', async () => {
    stubAdminCatalogue({ categories: [boys] });
    const user = userEvent.setup();
    renderApp('/admin/products/add');

    await user.type(await screen.findByLabelText('Name'), 'Rocket Tee');
    const select = screen.getByRole('combobox', { name: 'Category' });
    await within(select).findByRole('option', { name: 'Boys' });
    await user.selectOptions(select, 'Boys');
    await user.type(screen.getByLabelText('Description'), 'Soft cotton tee.');
    await user.type(screen.getByLabelText('Price (₹)'), '699');
    await user.type(screen.getByLabelText('Brand'), 'Little Loom');
    await user.type(sizeInputs()[0]!, '2-3Y');
    await user.click(screen.getByRole('button', { name: 'Add Size' }));
    await user.type(sizeInputs()[1]!, '2-3y ');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Each size can be listed only once')).toBeVisible();
    const second = sizeInputs()[1]!;
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription('Each size can be listed only once');
    expect(sizeInputs()[0]).toHaveAttribute('aria-invalid', 'false');
    // The repeated size comes before the pictures: focus goes to it.
    await waitFor(() => expect(second).toHaveFocus());

    await user.clear(second);
    await user.type(second, '3-4Y');
    expect(screen.queryByText('Each size can be listed only once')).not.toBeInTheDocument();
    expect(second).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('Add at least one image')).toBeVisible();
  });

  it('refuses files that are not pictures, and more than six', async () => {
    stubImageTools();
    stubAdminCatalogue({ categories: [boys] });
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/admin/products/add');

    await screen.findByRole('heading', { level: 1, name: 'Add product' });
    await user.upload(screen.getByLabelText('Choose images'), [
      new File(['%PDF'], 'size-chart.pdf', { type: 'application/pdf' }),
    ]);
    expect(
      await screen.findByText('Please upload an image file (JPEG, PNG, WebP, GIF or AVIF)'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Seven at once: six are cropped in turn, the seventh is refused.
    await addPictures(
      user,
      Array.from({ length: 7 }, (_, n) => pictureFile(`p${n}.png`)),
      6,
    );
    expect(screen.getByText('A product can have at most 6 images')).toBeVisible();
    expect(screen.getAllByRole('img', { name: /^New picture \d$/ })).toHaveLength(6);
    expect(screen.getByText('6 of 6')).toBeVisible();
    expect(screen.getByLabelText('Choose images')).toBeDisabled();
  });

  it('crops each picture, sends the form as multipart and goes back to the list', async () => {
    stubImageTools();
    const { forms } = stubAdminCatalogue({ categories: [boys, girls] });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/products/add');

    await screen.findByRole('heading', { level: 1, name: 'Add product' });
    await user.type(screen.getByLabelText('Name'), 'Rocket Tee');
    const select = screen.getByRole('combobox', { name: 'Category' });
    await within(select).findByRole('option', { name: 'Girls' });
    await user.selectOptions(select, 'Girls');
    await user.type(screen.getByLabelText('Description'), 'Soft cotton tee with a rocket.');
    await user.type(screen.getByLabelText('Price (₹)'), '699');
    await user.type(screen.getByLabelText('Sale price (₹, optional)'), '549.50');
    fireEvent.change(screen.getByLabelText('Sale ends (optional)'), {
      target: { value: '2099-06-30' },
    });
    await user.type(screen.getByLabelText('Brand'), 'Little Loom');
    await user.type(sizeInputs()[0]!, '2-3Y');
    await user.type(screen.getByRole('spinbutton', { name: 'Stock of size 1' }), '{selectall}8');
    await user.click(screen.getByRole('button', { name: 'Add Size' }));
    await user.type(sizeInputs()[1]!, '3-4Y');
    await user.type(screen.getByRole('spinbutton', { name: 'Stock of size 2' }), '{selectall}4');
    await user.click(screen.getByRole('checkbox', { name: 'Bestseller' }));

    await addPictures(user, [pictureFile('front.png'), pictureFile('back.png')]);
    const previews = screen.getAllByRole('img', { name: /^New picture \d$/ });
    expect(previews).toHaveLength(2);
    expect(previews[0]).toHaveAttribute('width', '200');

    // A preview can go again.
    await user.click(screen.getByRole('button', { name: 'Remove new picture 2' }));
    expect(screen.getAllByRole('img', { name: /^New picture \d$/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await (await toasts()).findByText('Product added successfully')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/list'));

    const [sent] = forms;
    expect(sent?.path).toBe('/api/admin/products/add');
    const body = sent!.body;
    expect(
      Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      name: 'Rocket Tee',
      description: 'Soft cotton tee with a rocket.',
      category: girls._id,
      brand: 'Little Loom',
      price: '699',
      discountPrice: '549.5',
      // The sale's last day, which the server reads in the shop's calendar.
      saleEndsOn: '2099-06-30',
      popularity: '0',
      bestseller: 'true',
      isFeatured: 'false',
      // Left empty: the product takes its category's HSN code and parcel figures.
      hsnCode: '',
      weightGrams: '',
      lengthCm: '',
      breadthCm: '',
      heightCm: '',
      sizes: JSON.stringify([
        { size: '2-3Y', stock: 8 },
        { size: '3-4Y', stock: 4 },
      ]),
    });
    const image = body.get('image1');
    expect(image).toBeInstanceOf(File);
    expect((image as File).name).toBe('front-square.webp');
    expect(body.get('image2')).toBeNull();
  });

  it('sends the product’s own HSN code, checked, with the category’s in the hint', async () => {
    stubImageTools();
    let refuseNext = false;
    const { forms, state } = stubAdminCatalogue({
      categories: [boys, girls],
      override: (url) => {
        if (!refuseNext || url.pathname !== '/api/admin/products/add') return undefined;
        refuseNext = false;
        return new Response(
          JSON.stringify({ success: false, message: TAX_FIELD_MESSAGES.hsnInvalid }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        );
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/products/add');

    const hsn = await screen.findByRole('textbox', { name: 'HSN code (optional)' });
    expect(hsn).toHaveValue('');
    expect(hsn).toHaveAttribute('inputmode', 'numeric');
    expect(hsn).toHaveAccessibleDescription('Leave empty to use the category’s.');
    const select = screen.getByRole('combobox', { name: 'Category' });
    await within(select).findByRole('option', { name: 'Girls' });
    await user.selectOptions(select, 'Girls');
    expect(hsn).toHaveAccessibleDescription('Leave empty to use the category’s (6204).');
    await user.selectOptions(select, 'Boys');
    expect(hsn).toHaveAccessibleDescription('Leave empty to use the category’s (6209).');

    await user.type(screen.getByLabelText('Name'), 'Rocket Tee');
    await user.type(screen.getByLabelText('Description'), 'Tee');
    await user.type(screen.getByLabelText('Price (₹)'), '699');
    await user.type(screen.getByLabelText('Brand'), 'Little Loom');
    await user.type(sizeInputs()[0]!, 'M');
    await addPictures(user, [pictureFile()]);

    // Checked by the shared rules before anything is sent.
    await user.type(hsn, '6109-10');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText(TAX_FIELD_MESSAGES.hsnInvalid)).toBeVisible();
    expect(hsn).toHaveAccessibleDescription(
      `Leave empty to use the category’s (6209). ${TAX_FIELD_MESSAGES.hsnInvalid}`,
    );
    await waitFor(() => expect(hsn).toHaveFocus());
    expect(forms).toHaveLength(0);

    // A code the server refuses is said under the field too, which takes focus.
    await user.clear(hsn);
    await user.type(hsn, ' 61091000 ');
    expect(screen.queryByText(TAX_FIELD_MESSAGES.hsnInvalid)).not.toBeInTheDocument();
    refuseNext = true;
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText(TAX_FIELD_MESSAGES.hsnInvalid)).toBeVisible();
    expect(hsn).toHaveAttribute('aria-invalid', 'true');
    expect(hsn).toHaveFocus();
    // Said once, under the field: no toast repeats it.
    expect(screen.getAllByText(TAX_FIELD_MESSAGES.hsnInvalid)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(forms).toHaveLength(1));
    expect(forms[0]!.body.get('hsnCode')).toBe('61091000');
    expect(state.products[0]).toMatchObject({ name: 'Rocket Tee', hsnCode: '61091000' });
  });

  it('sends the product’s own parcel figures, checked, with the category’s in the hint', async () => {
    stubImageTools();
    const footwear = makeCategory({
      name: 'Footwear',
      weightGrams: 700,
      lengthCm: 32,
      breadthCm: 20,
      heightCm: 12,
    });
    const { forms, state } = stubAdminCatalogue({ categories: [boys, footwear] });
    const user = userEvent.setup();
    renderApp('/admin/products/add');

    const shipping = shippingSection(await screen.findByRole('heading', { name: 'Shipping' }));
    const weight = within(shipping).getByRole('spinbutton', { name: 'Weight (g)' });
    const length = within(shipping).getByRole('spinbutton', { name: 'Length (cm)' });
    const breadth = within(shipping).getByRole('spinbutton', { name: 'Breadth (cm)' });
    const height = within(shipping).getByRole('spinbutton', { name: 'Height (cm)' });
    for (const field of [weight, length, breadth, height]) expect(field).toHaveValue(null);
    expect(weight).toHaveAccessibleDescription('Leave empty to use the category’s.');
    const select = screen.getByRole('combobox', { name: 'Category' });
    await within(select).findByRole('option', { name: 'Footwear' });
    await user.selectOptions(select, 'Boys');
    expect(weight).toHaveAccessibleDescription(
      'Leave empty to use the category’s (300 g, 30 × 25 × 5 cm).',
    );
    await user.selectOptions(select, 'Footwear');
    expect(height).toHaveAccessibleDescription(
      'Leave empty to use the category’s (700 g, 32 × 20 × 12 cm).',
    );

    await user.type(screen.getByLabelText('Name'), 'Trail Sneakers');
    await user.type(screen.getByLabelText('Description'), 'Grippy soles');
    await user.type(screen.getByLabelText('Price (₹)'), '1499');
    await user.type(screen.getByLabelText('Brand'), 'Little Loom');
    await user.type(sizeInputs()[0]!, 'UK 8');
    await addPictures(user, [pictureFile()]);

    // Checked by the shared rules before anything is sent.
    await user.type(weight, '0');
    await user.type(length, '200');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await within(shipping).findByText(PARCEL_FIELD_MESSAGES.weightInvalid)).toBeVisible();
    expect(within(shipping).getByText(PARCEL_FIELD_MESSAGES.lengthInvalid)).toBeVisible();
    expect(weight).toHaveAccessibleDescription(
      `Leave empty to use the category’s (700 g, 32 × 20 × 12 cm). ${PARCEL_FIELD_MESSAGES.weightInvalid}`,
    );
    await waitFor(() => expect(weight).toHaveFocus());
    expect(forms).toHaveLength(0);

    // A bulky box of its own; the breadth stays the category's.
    await user.clear(weight);
    await user.type(weight, '950');
    await user.clear(length);
    await user.type(length, '34');
    await user.type(height, '14');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(forms).toHaveLength(1));
    const body = forms[0]!.body;
    expect([body.get('weightGrams'), body.get('lengthCm'), body.get('breadthCm')]).toEqual([
      '950',
      '34',
      '',
    ]);
    expect(body.get('heightCm')).toBe('14');
    expect(state.products[0]).toMatchObject({
      name: 'Trail Sneakers',
      weightGrams: 950,
      lengthCm: 34,
      breadthCm: null,
      heightCm: 14,
    });
  });

  it('shows the server’s reason, or "An error occurred while adding the product."', async () => {
    stubImageTools();
    let offline = false;
    stubAdminCatalogue({
      categories: [boys],
      override: (url) => {
        if (url.pathname !== '/api/admin/products/add') return undefined;
        if (offline) return Promise.reject(new TypeError('offline'));
        return new Response(
          JSON.stringify({ success: false, message: 'Each image must be 5 MB or smaller' }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        );
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/products/add');

    await screen.findByRole('heading', { level: 1, name: 'Add product' });
    await user.type(screen.getByLabelText('Name'), 'Rocket Tee');
    const select = screen.getByRole('combobox', { name: 'Category' });
    await within(select).findByRole('option', { name: 'Boys' });
    await user.selectOptions(select, 'Boys');
    await user.type(screen.getByLabelText('Description'), 'Tee');
    await user.type(screen.getByLabelText('Price (₹)'), '699');
    await user.type(screen.getByLabelText('Brand'), 'Little Loom');
    await user.type(sizeInputs()[0]!, 'M');
    await addPictures(user, [pictureFile()]);

    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await (await toasts()).findByText('Each image must be 5 MB or smaller')).toBeVisible();

    offline = true;
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    expect(
      await (await toasts()).findByText('An error occurred while adding the product.'),
    ).toBeVisible();
  });

  it('says "Failed to fetch categories." when the categories cannot be read', async () => {
    stubAdminCatalogue({
      override: (url) =>
        url.pathname === '/api/admin/category/active'
          ? Promise.reject(new TypeError('offline'))
          : undefined,
    });
    renderApp('/admin/products/add');
    expect(await screen.findByText('Failed to fetch categories.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

/** Fills every field the add form needs, with one cropped picture. */
async function fillProduct(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { level: 1, name: 'Add product' });
  await user.type(screen.getByLabelText('Name'), 'Rocket Tee');
  const select = screen.getByRole('combobox', { name: 'Category' });
  await within(select).findByRole('option', { name: 'Boys' });
  await user.selectOptions(select, 'Boys');
  await user.type(screen.getByLabelText('Description'), 'Soft cotton tee.');
  await user.type(screen.getByLabelText('Price (₹)'), '699');
  await user.type(screen.getByLabelText('Brand'), 'Little Loom');
  await user.type(sizeInputs()[0]!, '2-3Y');
  await addPictures(user, [pictureFile()]);
}

function colourGroup() {
  return screen.getByRole('group', { name: 'Colour' });
}

describe('add product: colour', () => {
  it('offers the palette as swatches, starts at None, and sends a palette colour by name and dot', async () => {
    stubImageTools();
    const { forms, state } = stubAdminCatalogue({ categories: [boys] });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/products/add');
    await fillProduct(user);

    const group = colourGroup();
    const swatches = within(group).getAllByRole('radio');
    expect(swatches.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'None',
      ...COLOUR_PALETTE.map((colour) => colour.name),
      'Custom…',
    ]);
    expect(within(group).getByRole('radio', { name: 'None' })).toBeChecked();
    // Each palette swatch shows its own dot.
    const navy = within(group).getByRole('radio', { name: 'Navy' });
    expect(navy.closest('label')?.querySelector('[data-colour]')).toHaveAttribute(
      'data-colour',
      '#23395d',
    );

    await user.click(navy);
    expect(navy).toBeChecked();
    expect(screen.queryByLabelText('Colour name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/list'));

    expect(forms[0]!.body.get('colourName')).toBe('Navy');
    expect(forms[0]!.body.get('colourHex')).toBe('#23395d');
    expect(state.products[0]!.colour).toEqual({ name: 'Navy', hex: '#23395d' });
  });

  it('leaves the colour out when None is chosen', async () => {
    stubImageTools();
    const { forms } = stubAdminCatalogue({ categories: [boys] });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/products/add');
    await fillProduct(user);

    // Chosen and changed back: nothing of the palette colour is sent.
    await user.click(within(colourGroup()).getByRole('radio', { name: 'Mint green' }));
    await user.click(within(colourGroup()).getByRole('radio', { name: 'None' }));
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/list'));
    expect(forms[0]!.body.has('colourName')).toBe(false);
    expect(forms[0]!.body.has('colourHex')).toBe(false);
  });

  it('checks a custom colour with the shared rules before sending it', async () => {
    stubImageTools();
    const { forms, state } = stubAdminCatalogue({ categories: [boys] });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/products/add');
    await fillProduct(user);

    await user.click(within(colourGroup()).getByRole('radio', { name: 'Custom…' }));
    const name = screen.getByRole('textbox', { name: 'Colour name' });
    const hex = screen.getByRole('textbox', { name: 'Dot colour' });
    await user.type(hex, '#12345');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText(COLOUR_MESSAGES.hexInvalid)).toBeVisible();
    expect(hex).toHaveAccessibleDescription(COLOUR_MESSAGES.hexInvalid);
    expect(name).toHaveAccessibleDescription(COLOUR_MESSAGES.nameRequired);
    // The colour is the first field to fix.
    await waitFor(() => expect(name).toHaveFocus());
    expect(forms).toHaveLength(0);

    // Another choice drops what was said about the custom colour; back to it, as typed.
    await user.click(within(colourGroup()).getByRole('radio', { name: 'Navy' }));
    expect(screen.queryByText(COLOUR_MESSAGES.hexInvalid)).not.toBeInTheDocument();
    expect(screen.queryByText(COLOUR_MESSAGES.nameRequired)).not.toBeInTheDocument();
    await user.click(within(colourGroup()).getByRole('radio', { name: 'Custom…' }));
    expect(screen.getByRole('textbox', { name: 'Dot colour' })).toHaveValue('#12345');

    await user.type(screen.getByRole('textbox', { name: 'Colour name' }), ' Dusty rose ');
    // The picker and the text are one value: picking a colour writes its hex.
    fireEvent.input(screen.getByLabelText('Pick the dot colour'), {
      target: { value: '#d8a1a4' },
    });
    const shownHex = screen.getByRole('textbox', { name: 'Dot colour' });
    expect(shownHex).toHaveValue('#d8a1a4');
    await user.clear(shownHex);
    await user.type(shownHex, '#D8A1A5');
    expect(screen.getByLabelText('Pick the dot colour')).toHaveValue('#d8a1a5');
    await user.click(screen.getByRole('button', { name: 'Add product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products/list'));

    expect(forms[0]!.body.get('colourName')).toBe('Dusty rose');
    expect(forms[0]!.body.get('colourHex')).toBe('#d8a1a5');
    expect(state.products[0]!.colour).toEqual({ name: 'Dusty rose', hex: '#d8a1a5' });
  });

  it('says a colour the server refuses under the colour, not in a toast', async () => {
    stubImageTools();
    stubAdminCatalogue({
      categories: [boys],
      override: (url) =>
        url.pathname === '/api/admin/products/add'
          ? new Response(JSON.stringify({ success: false, message: COLOUR_MESSAGES.nameInvalid }), {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            })
          : undefined,
    });
    const user = userEvent.setup();
    renderApp('/admin/products/add');
    await fillProduct(user);

    await user.click(within(colourGroup()).getByRole('radio', { name: 'Custom…' }));
    await user.type(screen.getByRole('textbox', { name: 'Colour name' }), 'Sunset');
    await user.type(screen.getByRole('textbox', { name: 'Dot colour' }), '#ff8844');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    const name = screen.getByRole('textbox', { name: 'Colour name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(COLOUR_MESSAGES.nameInvalid));
    expect(name).toHaveFocus();
    // Said once, under the field: no toast repeats it.
    expect(screen.getAllByText(COLOUR_MESSAGES.nameInvalid)).toHaveLength(1);
    expect(screen.queryByText('Failed to add product.')).not.toBeInTheDocument();
  });
});
