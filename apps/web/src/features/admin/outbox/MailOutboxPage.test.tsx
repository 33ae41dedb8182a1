import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { LOCAL_CONFIG } from '../../../test/session';
import { emptyProductPage, storeAdminSession } from '../testing';
import type { OutboxMessage } from './outbox-api';

afterEach(() => localStorage.clear());

const OLDER: OutboxMessage = {
  id: 'm1',
  to: 'asha@example.com',
  subject: '482913 is your Little Loom verification code',
  text: 'Hello Asha,\n\nYour code is 482913. It is good for 10 minutes.',
  time: '2026-01-15T09:00:00.000Z',
};
const NEWER: OutboxMessage = {
  id: 'm2',
  to: 'ravi@example.com',
  subject: '105577 is your Little Loom password reset code',
  text: 'Hello Ravi,\n\nYour code is 105577.',
  time: '2026-01-15T10:30:00.000Z',
};

interface OutboxStub {
  devOutbox?: boolean;
  outbox?: (url: URL) => Response;
}

function stubOutbox({ devOutbox = true, outbox }: OutboxStub = {}) {
  return stubFetch((url) => {
    switch (url.pathname) {
      case '/api/config':
        return jsonResponse({ ...LOCAL_CONFIG, devOutbox });
      case '/api/admin/products/list':
        return jsonResponse(emptyProductPage());
      case '/api/dev/outbox': {
        if (outbox) return outbox(url);
        const to = url.searchParams.get('to')?.toLowerCase();
        const messages = [OLDER, NEWER].filter((m) => !to || m.to === to);
        return jsonResponse({ success: true, messages });
      }
      default:
        return jsonResponse({ success: false, message: 'Route not found' }, 404);
    }
  });
}

const outboxCalls = (mock: ReturnType<typeof stubFetch>) =>
  requestedUrls(mock).filter((url) => url.pathname === '/api/dev/outbox');

function rows() {
  const table = screen.getByRole('table', { name: /Mail/ });
  return within(table).getAllByRole('row').slice(1);
}

describe('mail outbox (/admin/outbox)', () => {
  it('is in the menu only while the shop has no mail server', async () => {
    storeAdminSession();
    stubOutbox({ devOutbox: true });
    const first = renderApp('/admin/products/list');
    // The back office's code loads on first use: a cold start takes a moment.
    await screen.findByRole('heading', { level: 1, name: 'Products' }, { timeout: 5_000 });
    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    expect(await within(nav).findByRole('link', { name: 'Mail outbox' })).toHaveAttribute(
      'href',
      '/admin/outbox',
    );
    first.unmount();

    stubOutbox({ devOutbox: false });
    renderApp('/admin/products/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const menu = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Stock' })).toBeVisible());
    expect(within(menu).queryByRole('link', { name: 'Mail outbox' })).not.toBeInTheDocument();
  });

  it('lists the mail newest first, with time, recipient and subject; the subject opens the text', async () => {
    const token = storeAdminSession();
    const fetchMock = stubOutbox();
    const user = userEvent.setup();
    renderApp('/admin/outbox');

    expect(await screen.findByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
    await screen.findByText(NEWER.subject);
    const [first, second] = rows();
    expect(first).toHaveTextContent(NEWER.subject);
    expect(first).toHaveTextContent('ravi@example.com');
    expect(within(first!).getAllByText(/15 Jan 2026/).length).toBeGreaterThan(0);
    expect(second).toHaveTextContent(OLDER.subject);

    const [call] = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/dev/'));
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe(`Bearer ${token}`);

    const subject = within(second!).getByRole('button', { name: OLDER.subject });
    expect(subject).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Your code is 482913/)).not.toBeVisible();
    await user.click(subject);
    expect(subject).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Your code is 482913/)).toBeVisible();
  });

  it('filters by recipient through the address, and shows all again', async () => {
    storeAdminSession();
    const fetchMock = stubOutbox();
    const user = userEvent.setup();
    const { router } = renderApp('/admin/outbox');
    await screen.findByText(NEWER.subject);

    await user.type(screen.getByLabelText('Recipient e-mail'), 'Asha@Example.com');
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent(OLDER.subject);
    expect(router.state.location.search).toBe('?to=Asha%40Example.com');
    expect(outboxCalls(fetchMock).at(-1)?.searchParams.get('to')).toBe('Asha@Example.com');

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Recipient e-mail')).toHaveValue('');
  });

  it('says so when there is no mail, and Refresh shows what arrived since', async () => {
    storeAdminSession();
    let messages: OutboxMessage[] = [];
    stubOutbox({ outbox: () => jsonResponse({ success: true, messages }) });
    const user = userEvent.setup();
    renderApp('/admin/outbox');

    expect(await screen.findByText(/No mail yet/)).toBeVisible();
    messages = [OLDER];
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(OLDER.subject)).toBeVisible();
  });

  it('shows the failure with the server’s reason and Retry', async () => {
    storeAdminSession();
    let failing = true;
    stubOutbox({
      outbox: () =>
        failing
          ? jsonResponse({ success: false, message: 'The outbox could not be read' }, 500)
          : jsonResponse({ success: true, messages: [NEWER] }),
    });
    const user = userEvent.setup();
    renderApp('/admin/outbox');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch the mail outbox');
    expect(alert).toHaveTextContent('The outbox could not be read');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(NEWER.subject)).toBeVisible();
  });
});
