import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sentBody } from '../../../test/session';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../testing';
import { makeCategory, stubAdminCatalogue } from './testing';

afterEach(() => localStorage.clear());

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

describe('category management', () => {
  it('lists categories with #, name, description, status and the acts that fit', async () => {
    storeAdminSession();
    stubAdminCatalogue({
      categories: [
        makeCategory({ name: 'Boys', description: 'For boys' }),
        makeCategory({ name: 'Nightwear', description: 'Sleep suits', isDeleted: true }),
      ],
    });
    renderApp('/admin/category');

    const table = await screen.findByRole('table', { name: 'Categories, oldest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'Name', 'Description', 'Status', 'Actions']);
    await within(table).findByText('Nightwear');

    const boys = rowOf('Boys');
    expect(within(boys).getAllByRole('cell')[0]).toHaveTextContent('1');
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
    expect(sentBody(posts(mock).at(-1)?.[1])).toEqual({
      name: 'School Wear',
      description: 'Shoes and sandals',
    });
    expect(state.categories.map((c) => c.name)).toEqual(['Footwear', 'School Wear']);
    expect(await screen.findByText('School Wear')).toBeVisible();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it('edits a row in place: Save checks like the add form, Cancel leaves it as it was', async () => {
    storeAdminSession();
    const girls = makeCategory({ name: 'Girls', description: 'Frocks' });
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
    const put = mock.mock.calls.filter(([, init]) => init?.method === 'PUT').at(-1);
    expect(String(put?.[0])).toBe(`/api/admin/category/${girls._id}`);
    expect(sentBody(put?.[1])).toEqual({ name: 'Girls and Tweens', description: 'Frocks' });
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
