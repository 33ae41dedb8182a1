import { COLOUR_MESSAGES, type Product } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/product-factory';
import { renderApp } from '../../../test/render-app';
import { sentBody } from '../../../test/session';
import { storeAdminSession } from '../testing';
import { stubAdminCatalogue } from './testing';

beforeEach(() => storeAdminSession());
afterEach(() => {
  localStorage.clear();
  // Sonner keeps toasts between renders; each test starts with none.
  toast.dismiss();
});

const STYLE = 'style-bunny-romper';

function romper(colour: Product['colour'], overrides: Partial<Product> = {}) {
  return makeProduct({ name: 'Bunny Romper', brand: 'Babyhug', colour, ...overrides });
}

const NAVY = { name: 'Navy', hex: '#23395d' };
const PINK = { name: 'Pink', hex: '#f29bb8' };

function section() {
  return screen.getByRole('region', { name: 'Colours of this style' });
}

async function openSection(product: Product) {
  const view = renderApp(`/admin/products/edit/${product._id}`);
  await screen.findByRole('region', { name: 'Colours of this style' });
  return view;
}

async function toasts() {
  return within(await screen.findByRole('region', { name: /notifications/i }));
}

/** The JSON bodies sent to a path with a method. */
function bodiesSent(
  mock: ReturnType<typeof stubAdminCatalogue>['mock'],
  method: string,
  path: string,
) {
  return mock.mock.calls
    .filter(
      ([input, init]) =>
        new URL(String(input), window.location.origin).pathname === path && init?.method === method,
    )
    .map(([, init]) => sentBody(init));
}

describe('colours of this style', () => {
  it('lists the style’s colours, each linked to its edit page, with sold out marked', async () => {
    const navy = romper(NAVY, { styleId: STYLE, createdAt: '2026-01-10T10:00:00.000Z' });
    const pink = romper(PINK, {
      styleId: STYLE,
      createdAt: '2026-01-11T10:00:00.000Z',
      sizes: [{ size: '0-3M', stock: 0 }],
    });
    stubAdminCatalogue({ products: [navy, pink] });
    const user = userEvent.setup();
    const { router } = await openSection(navy);

    const colours = within(section()).getAllByRole('listitem');
    expect(colours.map((item) => item.textContent)).toEqual(['Navy(this product)', 'PinkSold out']);
    expect(within(colours[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(colours[0]!.querySelector('[aria-current="page"]')).not.toBeNull();
    const link = within(section()).getByRole('link', { name: 'Edit Pink, sold out' });
    expect(link).toHaveAttribute('href', `/admin/products/edit/${pink._id}`);

    await user.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/products/edit/${pink._id}`),
    );
    expect(await within(section()).findByRole('link', { name: 'Edit Navy' })).toBeVisible();
    expect(within(section()).getByText('(this product)').parentElement).toHaveTextContent('Pink');
  });

  it('needs a colour of the product’s own before adding colours or grouping', async () => {
    const plain = romper(null);
    stubAdminCatalogue({ products: [plain] });
    await openSection(plain);
    expect(section()).toHaveTextContent(
      'Give this product a colour and save it, then add its other colours here.',
    );
    expect(within(section()).getByRole('button', { name: 'Add another colour' })).toBeDisabled();
    expect(
      within(section()).getByRole('button', { name: 'Group with other products' }),
    ).toBeDisabled();
    expect(
      within(section()).queryByRole('button', { name: 'Remove from style' }),
    ).not.toBeInTheDocument();
  });

  it('adds another colour from the palette, then opens the new product’s edit page', async () => {
    const navy = romper(NAVY);
    const { mock, state } = stubAdminCatalogue({ products: [navy] });
    const user = userEvent.setup();
    const { router } = await openSection(navy);

    await user.click(within(section()).getByRole('button', { name: 'Add another colour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add another colour' });
    // The style's own colour cannot be chosen again; the first free one is chosen at first.
    const taken = within(dialog).getByRole('radio', { name: 'Navy (in this style)' });
    expect(taken).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'White' })).toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: 'None' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Pink' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add colour' }));

    expect(await (await toasts()).findByText(COLOUR_MESSAGES.colourAdded)).toBeVisible();
    expect(bodiesSent(mock, 'POST', `/api/admin/products/${navy._id}/colours`)).toEqual([
      { colourName: 'Pink', colourHex: '#f29bb8' },
    ]);
    const copy = state.products.find((p) => p.colour?.name === 'Pink');
    expect(copy).toBeDefined();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/products/edit/${copy!._id}`),
    );
    expect(screen.queryByRole('dialog', { name: 'Add another colour' })).not.toBeInTheDocument();
    // The new colour's page: its pictures and stock are still to come.
    await waitFor(() =>
      expect(within(section()).getByRole('link', { name: 'Edit Navy' })).toHaveAttribute(
        'href',
        `/admin/products/edit/${navy._id}`,
      ),
    );
    expect(within(colourGroupOfForm()).getByRole('radio', { name: 'Pink' })).toBeChecked();
    expect(screen.getByText('Total stock: 0')).toBeVisible();
    expect(screen.queryAllByRole('img', { name: /^Picture \d$/ })).toHaveLength(0);
  });

  it('checks a custom colour before sending it, and shows the server’s refusal in the dialog', async () => {
    const navy = romper(NAVY);
    const refusal = COLOUR_MESSAGES.styleTooLarge;
    const { mock } = stubAdminCatalogue({
      products: [navy],
      override: (url) =>
        url.pathname.endsWith('/colours')
          ? new Response(JSON.stringify({ success: false, message: refusal }), {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            })
          : undefined,
    });
    const user = userEvent.setup();
    await openSection(navy);

    await user.click(within(section()).getByRole('button', { name: 'Add another colour' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add another colour' });
    await user.click(within(dialog).getByRole('radio', { name: 'Custom…' }));
    const name = within(dialog).getByRole('textbox', { name: 'Colour name' });
    const hex = within(dialog).getByRole('textbox', { name: 'Dot colour' });
    await user.type(name, 'navy');
    await user.type(hex, 'pink');
    await user.click(within(dialog).getByRole('button', { name: 'Add colour' }));

    expect(await within(dialog).findByText(COLOUR_MESSAGES.hexInvalid)).toBeVisible();
    // The style has this colour already, whatever the case.
    expect(name).toHaveAccessibleDescription(COLOUR_MESSAGES.styleColoursRepeat);
    const posts = () => bodiesSent(mock, 'POST', `/api/admin/products/${navy._id}/colours`);
    expect(posts()).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Dusty rose');
    await user.clear(hex);
    await user.type(hex, '#d8a1a4');
    await user.click(within(dialog).getByRole('button', { name: 'Add colour' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(posts()).toEqual([{ colourName: 'Dusty rose', colourHex: '#d8a1a4' }]);
    expect(screen.getByRole('dialog', { name: 'Add another colour' })).toBeVisible();
  });

  it('groups with other products: only those with a colour can be ticked, and sends their ids', async () => {
    const navy = romper(NAVY);
    const pink = romper(PINK);
    const plain = romper(null, { name: 'Bunny Romper Plain' });
    const gone = romper({ name: 'Red', hex: '#d64045' }, { deleted: true });
    const tee = makeProduct({ name: 'Rocket Tee', colour: { name: 'Yellow', hex: '#f4c542' } });
    const { mock, state } = stubAdminCatalogue({ products: [navy, pink, plain, gone, tee] });
    const user = userEvent.setup();
    await openSection(navy);

    await user.click(within(section()).getByRole('button', { name: 'Group with other products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Group with other products' });
    // Nothing ticked yet: nothing to save.
    expect(within(dialog).getByRole('button', { name: 'Save style' })).toBeDisabled();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search products' }), 'bunny');
    const found = await within(dialog).findByRole('group', { name: 'Products found' });
    await waitFor(() =>
      expect(
        within(found)
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')?.textContent),
      ).toEqual(['Pink · Bunny Romper (Babyhug)', 'No colour · Bunny Romper Plain (Babyhug)']),
    );
    const withoutColour = within(found).getByRole('checkbox', { name: /Bunny Romper Plain/ });
    expect(withoutColour).toBeDisabled();
    expect(withoutColour).toHaveAccessibleDescription(
      'Products without a colour cannot be grouped: give one a colour on its edit page first.',
    );

    await user.click(within(found).getByRole('checkbox', { name: /^Pink/ }));
    const chosen = within(dialog).getByRole('group', { name: 'In this style' });
    expect(within(chosen).getByRole('checkbox', { name: 'Pink · Bunny Romper' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save style' }));

    expect(await (await toasts()).findByText(COLOUR_MESSAGES.styleUpdated)).toBeVisible();
    expect(bodiesSent(mock, 'PUT', `/api/admin/products/${navy._id}/style`)).toEqual([
      { siblingIds: [pink._id] },
    ]);
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Group with other products' }),
      ).not.toBeInTheDocument(),
    );
    expect(await within(section()).findByRole('link', { name: 'Edit Pink' })).toBeVisible();
    expect(state.products.find((p) => p._id === pink._id)?.styleId).toBe(
      state.products.find((p) => p._id === navy._id)?.styleId,
    );
  });

  it('refuses a colour twice before sending, and shows the server’s refusal in the dialog', async () => {
    const navy = romper(NAVY, { styleId: STYLE });
    const pink = romper(PINK, { styleId: STYLE });
    const twin = makeProduct({ name: 'Navy Dungarees', colour: { name: 'navy', hex: '#1f2f4f' } });
    const yellow = makeProduct({
      name: 'Sunny Dungarees',
      colour: { name: 'Yellow', hex: '#f4c542' },
    });
    const { mock } = stubAdminCatalogue({
      products: [navy, pink, twin, yellow],
      override: (url, init) =>
        url.pathname.endsWith('/style') && init?.method === 'PUT'
          ? new Response(
              JSON.stringify({ success: false, message: COLOUR_MESSAGES.styleProductUnknown }),
              { status: 400, headers: { 'Content-Type': 'application/json' } },
            )
          : undefined,
    });
    const user = userEvent.setup();
    await openSection(navy);

    await user.click(within(section()).getByRole('button', { name: 'Group with other products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Group with other products' });
    // The style's other colour starts ticked.
    const chosen = within(dialog).getByRole('group', { name: 'In this style' });
    expect(within(chosen).getByRole('checkbox', { name: 'Pink' })).toBeChecked();

    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Search products' }),
      'dungarees',
    );
    await user.click(
      await within(dialog).findByRole('checkbox', { name: /^navy · Navy Dungarees/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save style' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      COLOUR_MESSAGES.styleColoursRepeat,
    );
    const puts = () => bodiesSent(mock, 'PUT', `/api/admin/products/${navy._id}/style`);
    expect(puts()).toHaveLength(0);

    // Unticked again, and another product ticked: the server's refusal shows in the dialog.
    await user.click(within(chosen).getByRole('checkbox', { name: 'navy · Navy Dungarees' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(
      await within(dialog).findByRole('checkbox', { name: /^Yellow · Sunny Dungarees/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save style' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      COLOUR_MESSAGES.styleProductUnknown,
    );
    expect(puts()).toEqual([{ siblingIds: [pink._id, yellow._id] }]);
  });

  it('removes the product from its style only after a confirmation, with an empty list', async () => {
    const navy = romper(NAVY, { styleId: STYLE });
    const pink = romper(PINK, { styleId: STYLE });
    const { mock, state } = stubAdminCatalogue({ products: [navy, pink] });
    const user = userEvent.setup();
    await openSection(navy);
    const puts = () => bodiesSent(mock, 'PUT', `/api/admin/products/${navy._id}/style`);

    await user.click(within(section()).getByRole('button', { name: 'Remove from style' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove Bunny Romper from its style?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(puts()).toHaveLength(0);

    await user.click(within(section()).getByRole('button', { name: 'Remove from style' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove Bunny Romper from its style?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from style' }));

    expect(await (await toasts()).findByText(COLOUR_MESSAGES.styleUpdated)).toBeVisible();
    expect(puts()).toEqual([{ siblingIds: [] }]);
    await waitFor(() => expect(section()).toHaveTextContent('This product stands alone.'));
    expect(
      within(section()).queryByRole('button', { name: 'Remove from style' }),
    ).not.toBeInTheDocument();
    expect(state.products.every((p) => p.styleId === null)).toBe(true);
    // Out of its style, the product's colour may be cleared again.
    expect(within(colourGroupOfForm()).getByRole('radio', { name: 'None' })).toBeEnabled();
  });

  it('says why the removal failed, in the server’s words', async () => {
    const navy = romper(NAVY, { styleId: STYLE });
    const pink = romper(PINK, { styleId: STYLE });
    stubAdminCatalogue({
      products: [navy, pink],
      override: (url) =>
        url.pathname.endsWith('/style')
          ? new Response(
              JSON.stringify({ success: false, message: COLOUR_MESSAGES.styleProductUnknown }),
              { status: 400, headers: { 'Content-Type': 'application/json' } },
            )
          : undefined,
    });
    const user = userEvent.setup();
    await openSection(navy);

    await user.click(within(section()).getByRole('button', { name: 'Remove from style' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Remove Bunny Romper from its style?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from style' }));
    const list = await toasts();
    expect(await list.findByText('Failed to update the colours of this style')).toBeVisible();
    expect(list.getByText(COLOUR_MESSAGES.styleProductUnknown)).toBeVisible();
    expect(within(section()).getByRole('link', { name: 'Edit Pink' })).toBeVisible();
  });
});

/** The product form's colour swatches (the dialogs have their own). */
function colourGroupOfForm() {
  return within(screen.getByRole('form', { name: 'Edit product' })).getByRole('group', {
    name: 'Colour',
  });
}
