import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { makeAdminUser, makeUserPage, storeAdminSession } from '../testing';
import type { AdminUser } from '@littleloom/shared';

afterEach(() => localStorage.clear());

/** A server with `count` customers, ten to a page, that toggles blocking on PUT. */
function stubUsersApi(customers: AdminUser[]) {
  const people = customers.map((c) => ({ ...c }));
  return stubFetch((url, init) => {
    if (init?.method === 'PUT') {
      const id = url.pathname.split('/').pop();
      const person = people.find((p) => p._id === id);
      if (!person) return jsonResponse({ success: false, message: 'User not found' }, 404);
      person.isBlocked = !person.isBlocked;
      return jsonResponse({
        success: true,
        message: person.isBlocked ? 'User blocked successfully' : 'User unblocked successfully',
        user: person,
      });
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    return jsonResponse(
      makeUserPage(people.slice((page - 1) * limit, page * limit), {
        total: people.length,
        page,
        pages: Math.ceil(people.length / limit),
      }),
    );
  });
}

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole('cell', { name: new RegExp(name) }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('user list', () => {
  it('lists customers with their status and the action that fits it', async () => {
    storeAdminSession();
    const fetchMock = stubUsersApi([
      makeAdminUser({ name: 'Asha Rao', email: 'asha@example.com' }),
      makeAdminUser({ name: 'Vikram Shah', isBlocked: true }),
    ]);
    renderApp('/admin/users');

    const table = await screen.findByRole('table', { name: 'Customers, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Status', 'Actions']);
    await within(table).findByText('Asha Rao');

    const asha = rowOf('Asha Rao');
    expect(asha).toHaveTextContent('Active');
    expect(within(asha).getByRole('button', { name: 'Block Asha Rao' })).toBeVisible();
    const vikram = rowOf('Vikram Shah');
    expect(vikram).toHaveTextContent('Blocked');
    expect(within(vikram).getByRole('button', { name: 'Unblock Vikram Shah' })).toBeVisible();

    // The shell asks for the shop's settings too (the menu's Mail outbox): find the list's call.
    const [url] = requestedUrls(fetchMock).filter((u) => u.pathname.startsWith('/api/admin/'));
    expect(url?.pathname).toBe('/api/admin/users');
    expect(url?.searchParams.get('limit')).toBe('10');
    const [, init] =
      fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/admin/users')) ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer .+\..+\..+$/);
  });

  it('pages through ten at a time with the page in the address', async () => {
    storeAdminSession();
    const customers = Array.from({ length: 23 }, (_, i) =>
      makeAdminUser({ name: `Parent ${String(i + 1).padStart(2, '0')}` }),
    );
    const fetchMock = stubUsersApi(customers);
    const user = userEvent.setup();
    const { router } = renderApp('/admin/users');

    await screen.findByText('Parent 01');
    expect(screen.getAllByRole('button', { name: /^Block / })).toHaveLength(10);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 1 of 3')).toBeVisible();
    expect(pager).toHaveTextContent('Showing 1–10 of 23 customers');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Parent 11')).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
    expect(within(pager).getByText('Page 2 of 3')).toBeVisible();
    expect(requestedUrls(fetchMock).at(-1)?.searchParams.get('page')).toBe('2');

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Parent 21')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Block / })).toHaveLength(3);
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Parent 11')).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('opens at the page the address names', async () => {
    storeAdminSession();
    const fetchMock = stubUsersApi(
      Array.from({ length: 12 }, (_, i) => makeAdminUser({ name: `Parent ${i + 1}` })),
    );
    renderApp('/admin/users?page=2');
    expect(await screen.findByText('Parent 11')).toBeVisible();
    const [first] = requestedUrls(fetchMock).filter((u) => u.pathname === '/api/admin/users');
    expect(first?.searchParams.get('page')).toBe('2');
  });

  it('shows still rows while loading and the spec’s words when the list fails', async () => {
    storeAdminSession();
    let fail = true;
    stubFetch(() =>
      fail
        ? Promise.reject(new TypeError('Failed to fetch'))
        : jsonResponse(makeUserPage([makeAdminUser({ name: 'Asha Rao' })])),
    );
    const user = userEvent.setup();
    renderApp('/admin/users');

    expect(await screen.findByText('Loading users…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching users');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Asha Rao')).toBeVisible();
  });

  it('blocks after a confirmation that names the person, then says so', async () => {
    storeAdminSession();
    const asha = makeAdminUser({ name: 'Asha Rao', email: 'asha@example.com' });
    const fetchMock = stubUsersApi([asha]);
    const user = userEvent.setup();
    renderApp('/admin/users');

    const block = await screen.findByRole('button', { name: 'Block Asha Rao' });
    await user.click(block);

    const dialog = await screen.findByRole('dialog', { name: 'Block Asha Rao?' });
    expect(dialog).toHaveAccessibleDescription(
      /They will be signed out at once and cannot log in until unblocked\./,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    const toasts = within(await screen.findByRole('region', { name: /notifications/i }));
    expect(await toasts.findByText('User blocked successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('Asha Rao')).toHaveTextContent('Blocked');
    expect(screen.getByRole('button', { name: 'Unblock Asha Rao' })).toHaveFocus();

    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toBe(`/api/admin/users/${asha._id}`);
    expect(new Headers(put?.[1]?.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(put?.[1]?.body).toBeUndefined();
  });

  it('unblocks after asking, and leaves everything as it was on Cancel or Escape', async () => {
    storeAdminSession();
    const fetchMock = stubUsersApi([makeAdminUser({ name: 'Vikram Shah', isBlocked: true })]);
    const user = userEvent.setup();
    renderApp('/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Unblock Vikram Shah' }));
    let dialog = await screen.findByRole('dialog', { name: 'Unblock Vikram Shah?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unblock Vikram Shah' }));
    await screen.findByRole('dialog', { name: 'Unblock Vikram Shah?' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Unblock Vikram Shah' }));
    dialog = await screen.findByRole('dialog', { name: 'Unblock Vikram Shah?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));
    const toasts = within(await screen.findByRole('region', { name: /notifications/i }));
    expect(await toasts.findByText('User unblocked successfully')).toBeVisible();
    expect(rowOf('Vikram Shah')).toHaveTextContent('Active');
  });

  it('says "Error toggling user status" when the change fails', async () => {
    storeAdminSession();
    stubFetch((_url, init) =>
      init?.method === 'PUT'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : jsonResponse(makeUserPage([makeAdminUser({ name: 'Asha Rao' })])),
    );
    const user = userEvent.setup();
    renderApp('/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Block Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Asha Rao?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    const toasts = within(await screen.findByRole('region', { name: /notifications/i }));
    expect(await toasts.findByText('Error toggling user status')).toBeVisible();
    expect(rowOf('Asha Rao')).toHaveTextContent('Active');
  });
});
