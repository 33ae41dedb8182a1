import { ORDER_DETAIL_MESSAGES, STORAGE_KEYS } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { recordDownloads } from '../../../test/downloads';
import { storeAdminSession } from '../testing';
import { makeAdminOrder, makeOrderLine, stubOrdersApi } from './testing';

const { saved, blobs } = recordDownloads('blob:invoice');

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  toast.dismiss();
});

const shipped = () =>
  makeAdminOrder({
    orderNumber: 'LL-202611-00042',
    invoiceNumber: 'LL/26-27/000007',
    items: [makeOrderLine({ name: 'Cotton Romper', trackingStatus: 'SHIPPED' })],
  });

/** The invoice route answers as the server does: the PDF, or a refusal with its status. */
const invoiceRoute =
  (orderId: string, reply: () => Response) =>
  (url: URL): Response | undefined =>
    url.pathname === `/api/invoice/${orderId}` ? reply() : undefined;

const pdf = (name: string | null) =>
  new Response('%PDF-1.3 the invoice', {
    headers: {
      'Content-Type': 'application/pdf',
      ...(name ? { 'Content-Disposition': `attachment; filename="${name}"` } : {}),
    },
  });

describe('Download Invoice on the admin’s order page', () => {
  it('saves the order’s invoice under the server’s name, fetched with the admin’s token', async () => {
    const token = storeAdminSession();
    const order = shipped();
    const { mock } = stubOrdersApi(
      [order],
      invoiceRoute(order._id, () => pdf('invoice-LL-202611-00042.pdf')),
    );
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    await user.click(await screen.findByRole('button', { name: 'Download Invoice' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:invoice', download: 'invoice-LL-202611-00042.pdf' }]),
    );
    expect(blobs[0]?.type).toBe('application/pdf');
    const calls = mock.mock.calls.filter(([input]) =>
      String(input).endsWith(`/api/invoice/${order._id}`),
    );
    expect(calls).toHaveLength(1);
    const headers = new Headers(calls[0]![1]?.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('Accept')).toBe('application/pdf');
    expect(await screen.findByRole('button', { name: 'Download Invoice' })).toBeEnabled();
  });

  it('is offered before the order ships too (the order summary), named after the order', async () => {
    storeAdminSession();
    const order = makeAdminOrder({ orderNumber: 'LL-202611-00043' });
    stubOrdersApi(
      [order],
      invoiceRoute(order._id, () => pdf(null)),
    );
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    await user.click(await screen.findByRole('button', { name: 'Download Invoice' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:invoice', download: 'invoice-LL-202611-00043.pdf' }]),
    );
  });

  it("says 'Error downloading invoice.' with the server's reason, and saves nothing", async () => {
    storeAdminSession();
    const order = shipped();
    stubOrdersApi(
      [order],
      invoiceRoute(order._id, () =>
        jsonResponse({ success: false, message: 'Something went wrong' }, 500),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    await user.click(await screen.findByRole('button', { name: 'Download Invoice' }));
    const notifications = within(await screen.findByRole('region', { name: /notifications/i }));
    expect(await notifications.findByText(ORDER_DETAIL_MESSAGES.invoiceFailed)).toBeVisible();
    expect(notifications.getByText('Something went wrong')).toBeVisible();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download Invoice' })).toBeEnabled();
  });

  it('ends the admin’s session when the token is refused', async () => {
    storeAdminSession();
    const order = shipped();
    stubOrdersApi(
      [order],
      invoiceRoute(order._id, () => jsonResponse({ success: false, message: 'Unauthorized' }, 401)),
    );
    const user = userEvent.setup();
    renderApp(`/admin/orders/${order._id}`);

    await user.click(await screen.findByRole('button', { name: 'Download Invoice' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull());
    expect(saved).toEqual([]);
  });
});
