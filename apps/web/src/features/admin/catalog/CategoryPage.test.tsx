import { PARCEL_FIELD_MESSAGES, TAX_FIELD_MESSAGES } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sentBody } from '../../../test/session';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../testing';
import { makeCategory, stubAdminCatalogue } from './testing';

afterEach(() => localStorage.clear());

/** The parcel a new category gets unless changed: 300 g, 30 × 25 × 5 cm. */
const DEFAULT_PARCEL = { weightGrams: 300, lengthCm: 30, breadthCm: 25, heightCm: 5 };

function rowOf(name: string): HTMLElement {
  const row = screen
    .getAllByText(name)
    .map((node) => node.closest('tr'))
    .find(Boolean);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

async function toasts() {
  return within(await screen.findByRole('region', { name: /notifications/i }));
}

function posts(mock: ReturnType<typeof stubAdminCatalogue>['mock']) {
  return mock.mock.calls.filter(([, init]) => init?.method === 'POST');
}

function puts(mock: ReturnType<typeof stubAdminCatalogue>['mock']) {
  return mock.mock.calls.filter(([, init]) => init?.method === 'PUT');
}

/** A refusal as the server words it. */
function refusal(message: string, status = 400) {
  return new Response(JSON.stringify({ success: false, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * The copies of an editing row's field: one in the name cell for narrow screens, one in its own
 * column for wide ones (jsdom shows both).
 */
function editCopies(role: 'textbox' | 'combobox' | 'spinbutton', name: string): HTMLElement[] {
  const copies = screen.getAllByRole(role, { name });
  expect(copies).toHaveLength(2);
  return copies;
}

describe('category management', () => {
  it('lists categories with #, name, description, HSN, status and the acts that fit', async () => {
    storeAdminSession();
    stubAdminCatalogue({
      categories: [
        makeCategory({ name: 'Boys', description: 'For boys' }),
        makeCategory({
          name: 'Nightwear',
          description: 'Sleep suits',
          isDeleted: true,
          hsnCode: '9404',
          gstRate: 5,
        }),
      ],
    });
    renderApp('/admin/category');

    const table = await screen.findByRole('table', { name: 'Categories, oldest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Name', 'Description', 'HSN', 'Parcel', 'Status', 'Actions']);
    await within(table).findByText('Nightwear');

    const boys = rowOf('Boys');
    expect(within(boys).getAllByRole('cell')[0]).toHaveTextContent('1');
    // Clothing (chapter 62) pays by each piece's price; other goods the category's rate.
    expect(within(boys).getAllByRole('cell')[3]).toHaveTextContent('6209GST 5% or 18% by price');
    expect(within(rowOf('Nightwear')).getAllByRole('cell')[3]).toHaveTextContent('9404GST 5%');
    // One unit of its goods packed: the shop's default parcel unless set.
    expect(within(boys).getAllByRole('cell')[4]).toHaveTextContent('300 g30 × 25 × 5 cm');
    expect(boys).toHaveTextContent('Active');
    expect(within(boys).getByRole('button', { name: 'Edit Boys' })).toBeVisible();
    expect(within(boys).getByRole('button', { name: 'Delete Boys' })).toBeVisible();
    expect(within(boys).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();

    // A deleted category shows only Restore (back-office.md §2).
    const night = rowOf('Nightwear');
    expect(within(night).getAllByRole('cell')[0]).toHaveTextContent('2');
    expect(night).toHaveTextContent('Deleted');
    expect(
      within(night)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Restore']);
  });

  it('refuses a blank name or description in the spec’s words, before asking the server', async () => {
    storeAdminSession();
    const { mock } = stubAdminCatalogue();
    const user = userEvent.setup();
    renderApp('/admin/category');

    const form = await screen.findByRole('form', { name: 'Add category' });
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText('Category name is required')).toBeVisible();
    expect(within(form).getByText('Description is required')).toBeVisible();
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(
      'Category name is required',
    );

    await user.type(within(form).getByLabelText('Name'), '   ');
    await user.type(within(form).getByLabelText('Description'), '  ');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(
      await within(form).findByText('Category name cannot be empty or only spaces'),
    ).toBeVisible();
    expect(
      within(form).getByText('Category description cannot be empty or only spaces'),
    ).toBeVisible();
    expect(posts(mock)).toHaveLength(0);
  });

  it('says a name is taken (any case) under the field, and adds a new one trimmed', async () => {
    storeAdminSession();
    const { mock, state } = stubAdminCatalogue({
      categories: [makeCategory({ name: 'Footwear' })],
    });
    const user = userEvent.setup();
    renderApp('/admin/category');

    const form = await screen.findByRole('form', { name: 'Add category' });
    await user.type(within(form).getByLabelText('Name'), 'FOOTWEAR');
    await user.type(within(form).getByLabelText('Description'), 'Shoes and sandals');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText('Category with this name already exists')).toBeVisible();
    expect(within(form).getByLabelText('Name')).toHaveFocus();

    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), '  School Wear ');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await (await toasts()).findByText('Category added successfully')).toBeVisible();
    // The HSN code, GST rate and parcel a new category gets unless changed.
    expect(sentBody(posts(mock).at(-1)?.[1])).toEqual({
      name: 'School Wear',
      description: 'Shoes and sandals',
      hsnCode: '6209',
      gstRate: 18,
      ...DEFAULT_PARCEL,
    });
    expect(state.categories.map((c) => c.name)).toEqual(['Footwear', 'School Wear']);
    expect(await screen.findByText('School Wear')).toBeVisible();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it('adds a category with its HSN code and GST rate, refusing a bad code under the field', async () => {
    storeAdminSession();
    let refuseNext = false;
    const { mock, state } = stubAdminCatalogue({
      override: (url, init) => {
        if (!refuseNext || url.pathname !== '/api/admin/category' || init?.method !== 'POST') {
          return undefined;
        }
        refuseNext = false;
        return refusal(TAX_FIELD_MESSAGES.hsnInvalid);
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/category');

    const form = await screen.findByRole('form', { name: 'Add category' });
    const hsn = within(form).getByRole('textbox', { name: 'HSN code' });
    const rate = within(form).getByRole('combobox', { name: 'GST rate' });
    // The defaults a new category gets.
    expect(hsn).toHaveValue('6209');
    expect(hsn).toHaveAttribute('inputmode', 'numeric');
    expect(hsn).toHaveAttribute('placeholder', '6209');
    expect(rate).toHaveValue('18');
    expect(
      within(rate)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0%', '5%', '18%', '40%']);
    expect(rate).toHaveAccessibleDescription(
      'Used for goods outside HSN chapters 61–64; clothing and footwear pay 5% or 18% by each ' +
        'piece’s price. Chapter 62 is one of them, so this rate is not used.',
    );

    await user.type(within(form).getByLabelText('Name'), 'Toys');
    await user.type(within(form).getByLabelText('Description'), 'Rattles and blocks');
    await user.clear(hsn);
    await user.type(hsn, '95-03');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText(TAX_FIELD_MESSAGES.hsnInvalid)).toBeVisible();
    expect(hsn).toHaveAccessibleDescription(TAX_FIELD_MESSAGES.hsnInvalid);
    expect(posts(mock)).toHaveLength(0);

    // Outside chapters 61–64 the rate is the category's own.
    await user.clear(hsn);
    await user.type(hsn, '950300');
    await user.selectOptions(rate, '5%');
    expect(rate).toHaveAccessibleDescription(
      'Used for goods outside HSN chapters 61–64; clothing and footwear pay 5% or 18% by each ' +
        'piece’s price.',
    );

    // A code the server refuses is said under the field, which takes focus.
    refuseNext = true;
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(form).findByText(TAX_FIELD_MESSAGES.hsnInvalid)).toBeVisible();
    expect(hsn).toHaveAccessibleDescription(TAX_FIELD_MESSAGES.hsnInvalid);
    expect(hsn).toHaveFocus();
    expect(state.categories).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    // (Earlier tests' toasts may still be on show.)
    expect(await (await toasts()).findAllByText('Category added successfully')).not.toHaveLength(0);
    expect(sentBody(posts(mock).at(-1)?.[1])).toEqual({
      name: 'Toys',
      description: 'Rattles and blocks',
      hsnCode: '950300',
      gstRate: 5,
      ...DEFAULT_PARCEL,
    });
    expect(state.categories[0]).toMatchObject({ hsnCode: '950300', gstRate: 5 });
    const row = await waitFor(() => rowOf('Toys'));
    expect(row).toHaveTextContent('950300');
    expect(row).toHaveTextContent('GST 5%');
    // Ready for the next one, with the defaults again.
    expect(hsn).toHaveValue('6209');
    expect(rate).toHaveValue('18');
  });

  it('edits a row in place: Save checks like the add form, Cancel leaves it as it was', async () => {
    storeAdminSession();
    const girls = makeCategory({
      name: 'Girls',
      description: 'Frocks',
      hsnCode: '620442',
      gstRate: 5,
    });
    const { mock } = stubAdminCatalogue({ categories: [girls, makeCategory({ name: 'Boys' })] });
    const user = userEvent.setup();
    renderApp('/admin/category');

    await user.click(await screen.findByRole('button', { name: 'Edit Girls' }));
    const name = screen.getByRole('textbox', { name: 'Name of Girls' });
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, '  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category name cannot be empty or only spaces')).toBeVisible();

    await user.clear(name);
    await user.type(name, 'boys');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category with this name already exists')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(rowOf('Girls')).toHaveTextContent('Frocks');

    await user.click(screen.getByRole('button', { name: 'Edit Girls' }));
    const again = screen.getByRole('textbox', { name: 'Name of Girls' });
    await user.clear(again);
    await user.type(again, 'Girls and Tweens');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await (await toasts()).findByText('Category updated successfully')).toBeVisible();
    expect(await screen.findByText('Girls and Tweens')).toBeVisible();
    const put = puts(mock).at(-1);
    expect(String(put?.[0])).toBe(`/api/admin/category/${girls._id}`);
    // The tax and parcel fields go as they were.
    expect(sentBody(put?.[1])).toEqual({
      name: 'Girls and Tweens',
      description: 'Frocks',
      hsnCode: '620442',
      gstRate: 5,
      ...DEFAULT_PARCEL,
    });
  });

  it('edits a row’s HSN code and GST rate, prefilled, with refusals under the field', async () => {
    storeAdminSession();
    const toys = makeCategory({ name: 'Toys', hsnCode: '9503', gstRate: 5 });
    let refuseNext = false;
    const { mock, state } = stubAdminCatalogue({
      categories: [toys],
      override: (url, init) => {
        if (!refuseNext || init?.method !== 'PUT') return undefined;
        refuseNext = false;
        return refusal(TAX_FIELD_MESSAGES.hsnInvalid);
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/category');

    await user.click(await screen.findByRole('button', { name: 'Edit Toys' }));
    const hsnCopies = editCopies('textbox', 'HSN code of Toys');
    const rateCopies = editCopies('combobox', 'GST rate of Toys');
    for (const copy of hsnCopies) expect(copy).toHaveValue('9503');
    for (const copy of rateCopies) expect(copy).toHaveValue('5');
    const hsn = hsnCopies[1]!;
    const rate = rateCopies[1]!;

    await user.clear(hsn);
    await user.type(hsn, '950');
    // The copies follow each other.
    expect(hsnCopies[0]).toHaveValue('950');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(hsn).toHaveAccessibleDescription(TAX_FIELD_MESSAGES.hsnInvalid);
    expect(puts(mock)).toHaveLength(0);

    // Clothing codes pay by price: the row says the rate is not used for them.
    await user.clear(hsn);
    await user.type(hsn, '611120');
    expect(rate).toHaveAccessibleDescription('Chapter 61 pays 5% or 18% by price.');
    await user.clear(hsn);
    await user.type(hsn, '95030010');
    expect(rate).not.toHaveAccessibleDescription();
    await user.selectOptions(rate, '40%');
    expect(rateCopies[0]).toHaveValue('40');

    refuseNext = true;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(hsn).toHaveAccessibleDescription(TAX_FIELD_MESSAGES.hsnInvalid));
    expect(hsn).toHaveFocus();
    expect(state.categories[0]).toMatchObject({ hsnCode: '9503', gstRate: 5 });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await (await toasts()).findAllByText('Category updated successfully')).not.toHaveLength(
      0,
    );
    expect(sentBody(puts(mock).at(-1)?.[1])).toEqual({
      name: 'Toys',
      description: toys.description,
      hsnCode: '95030010',
      gstRate: 40,
      ...DEFAULT_PARCEL,
    });
    await waitFor(() => expect(rowOf('Toys')).toHaveTextContent('95030010GST 40%'));
  });

  it('adds a category with how one unit of its goods packs, prefilled and checked', async () => {
    storeAdminSession();
    const { mock, state } = stubAdminCatalogue();
    const user = userEvent.setup();
    renderApp('/admin/category');

    const form = await screen.findByRole('form', { name: 'Add category' });
    const shipping = within(form).getByRole('group', { name: 'Shipping' });
    const weight = within(shipping).getByRole('spinbutton', { name: 'Weight (g)' });
    const length = within(shipping).getByRole('spinbutton', { name: 'Length (cm)' });
    const breadth = within(shipping).getByRole('spinbutton', { name: 'Breadth (cm)' });
    const height = within(shipping).getByRole('spinbutton', { name: 'Height (cm)' });
    // A new category starts with the shop's default parcel.
    expect(weight).toHaveValue(300);
    expect(length).toHaveValue(30);
    expect(breadth).toHaveValue(25);
    expect(height).toHaveValue(5);
    expect(weight).toHaveAccessibleDescription(
      'One unit of its goods packed, for booking parcels with couriers. Products without figures ' +
        'of their own use these.',
    );

    await user.type(within(form).getByLabelText('Name'), 'Footwear');
    await user.type(within(form).getByLabelText('Description'), 'Shoes in boxes');
    await user.clear(weight);
    await user.clear(length);
    await user.type(length, '151');
    await user.clear(height);
    await user.type(height, '0');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await within(shipping).findByText(PARCEL_FIELD_MESSAGES.weightRequired)).toBeVisible();
    expect(weight).toHaveAccessibleDescription(
      expect.stringContaining(PARCEL_FIELD_MESSAGES.weightRequired),
    );
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(within(shipping).getByText(PARCEL_FIELD_MESSAGES.lengthInvalid)).toBeVisible();
    expect(within(shipping).getByText(PARCEL_FIELD_MESSAGES.heightInvalid)).toBeVisible();
    expect(breadth).toHaveAttribute('aria-invalid', 'false');
    expect(posts(mock)).toHaveLength(0);

    await user.type(weight, '700');
    await user.clear(length);
    await user.type(length, '32');
    await user.clear(breadth);
    await user.type(breadth, '20');
    await user.clear(height);
    await user.type(height, '12');
    await user.click(within(form).getByRole('button', { name: 'Add category' }));
    expect(await (await toasts()).findAllByText('Category added successfully')).not.toHaveLength(0);
    expect(sentBody(posts(mock).at(-1)?.[1])).toMatchObject({
      name: 'Footwear',
      weightGrams: 700,
      lengthCm: 32,
      breadthCm: 20,
      heightCm: 12,
    });
    expect(state.categories[0]).toMatchObject({ weightGrams: 700, heightCm: 12 });
    await waitFor(() => expect(rowOf('Footwear')).toHaveTextContent('700 g32 × 20 × 12 cm'));
    // Ready for the next one, with the defaults again.
    expect(weight).toHaveValue(300);
    expect(height).toHaveValue(5);
  });

  it('edits a row’s parcel, prefilled, refusing a bad figure under its field', async () => {
    storeAdminSession();
    const shoes = makeCategory({
      name: 'Shoes',
      weightGrams: 700,
      lengthCm: 32,
      breadthCm: 20,
      heightCm: 12,
    });
    let refuseNext = false;
    const { mock, state } = stubAdminCatalogue({
      categories: [shoes],
      override: (_url, init) => {
        if (!refuseNext || init?.method !== 'PUT') return undefined;
        refuseNext = false;
        return refusal(PARCEL_FIELD_MESSAGES.breadthInvalid);
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/category');

    await user.click(await screen.findByRole('button', { name: 'Edit Shoes' }));
    const weightCopies = editCopies('spinbutton', 'Weight (g) of Shoes');
    for (const copy of weightCopies) expect(copy).toHaveValue(700);
    const weight = weightCopies[1]!;
    const breadth = editCopies('spinbutton', 'Breadth (cm) of Shoes')[1]!;
    expect(breadth).toHaveValue(20);

    await user.clear(weight);
    await user.type(weight, '30001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(weight).toHaveAccessibleDescription(PARCEL_FIELD_MESSAGES.weightInvalid);
    expect(puts(mock)).toHaveLength(0);

    await user.clear(weight);
    await user.type(weight, '650');
    refuseNext = true;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // A figure the server refuses is said under its field, which takes focus.
    await waitFor(() =>
      expect(breadth).toHaveAccessibleDescription(PARCEL_FIELD_MESSAGES.breadthInvalid),
    );
    expect(breadth).toHaveFocus();
    expect(state.categories[0]).toMatchObject({ weightGrams: 700 });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await (await toasts()).findAllByText('Category updated successfully')).not.toHaveLength(
      0,
    );
    expect(sentBody(puts(mock).at(-1)?.[1])).toMatchObject({
      weightGrams: 650,
      lengthCm: 32,
      breadthCm: 20,
      heightCm: 12,
    });
    await waitFor(() => expect(rowOf('Shoes')).toHaveTextContent('650 g32 × 20 × 12 cm'));
  });

  it('deletes and restores after a confirmation that names the category', async () => {
    storeAdminSession();
    const boys = makeCategory({ name: 'Boys' });
    const { mock } = stubAdminCatalogue({ categories: [boys] });
    const user = userEvent.setup();
    renderApp('/admin/category');

    await user.click(await screen.findByRole('button', { name: 'Delete Boys' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Boys?' });
    expect(dialog).toHaveAccessibleDescription(
      'The category and its products leave the storefront until it is restored.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await (await toasts()).findByText('Category marked as deleted')).toBeVisible();
    await waitFor(() => expect(rowOf('Boys')).toHaveTextContent('Deleted'));
    const del = mock.mock.calls.find(([input]) => String(input).endsWith('/delete'));
    expect(String(del?.[0])).toBe(`/api/admin/category/${boys._id}/delete`);
    expect(sentBody(del?.[1])).toEqual({ isDeleted: true });

    await user.click(screen.getByRole('button', { name: 'Restore Boys' }));
    dialog = await screen.findByRole('dialog', { name: 'Restore Boys?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await (await toasts()).findByText('Category restored successfully')).toBeVisible();
    await waitFor(() => expect(rowOf('Boys')).toHaveTextContent('Active'));
  });

  it('says "Failed to delete category" when the delete does not go through', async () => {
    storeAdminSession();
    stubAdminCatalogue({
      categories: [makeCategory({ name: 'Boys' })],
      override: (url) =>
        url.pathname.endsWith('/delete') ? Promise.reject(new TypeError('offline')) : undefined,
    });
    const user = userEvent.setup();
    renderApp('/admin/category');
    await user.click(await screen.findByRole('button', { name: 'Delete Boys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Boys?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await (await toasts()).findByText('Failed to delete category')).toBeVisible();
  });
});
