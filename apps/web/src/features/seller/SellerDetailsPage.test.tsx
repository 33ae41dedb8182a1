import type { PublicSellerDetails } from '@littleloom/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { LOCAL_CONFIG, resetSession } from '../../test/session';

afterEach(() => resetSession());

const SELLER = {
  legalName: 'Little Loom Retail Private Limited',
  tradeName: 'Little Loom',
  address: '12, 3rd Cross, Indiranagar\nBengaluru 560038',
  state: 'Karnataka',
  gstin: '29ABCDE1234F1ZW',
  grievanceOfficer: { name: 'Kavya Menon', email: 'grievance@littleloom.in' },
} satisfies PublicSellerDetails;

/** The shop's API with /api/seller answering `seller`; every other call finds nothing. */
function stubSeller(seller: unknown) {
  return stubFetch((url) => {
    switch (url.pathname) {
      case '/api/seller':
        return jsonResponse({ success: true, seller });
      case '/api/config':
        return jsonResponse(LOCAL_CONFIG);
      default:
        return jsonResponse({ success: false, message: 'Route not found' }, 404);
    }
  });
}

describe('seller details page (/seller)', () => {
  it('shows who sells, the GSTIN, the grievance officer to write to and the return policy', async () => {
    // Even were the officer's phone sent, the page would not show it.
    const mock = stubSeller({
      ...SELLER,
      grievanceOfficer: { ...SELLER.grievanceOfficer, phone: '9876543210' },
    });
    renderApp('/seller');

    expect(await screen.findByRole('heading', { level: 1, name: 'Seller details' })).toBeVisible();
    const seller = await screen.findByRole('region', { name: 'Little Loom' });
    expect(within(seller).getByText('Little Loom Retail Private Limited')).toBeVisible();
    const address = within(seller).getByText(/Indiranagar/);
    expect(address).toHaveTextContent('12, 3rd Cross, Indiranagar Bengaluru 560038');
    expect(within(address).getByText('Karnataka')).toBeVisible();
    expect(within(seller).getByText('29ABCDE1234F1ZW')).toBeVisible();

    const officer = screen.getByRole('region', { name: 'Grievance officer' });
    expect(within(officer).getByText('Kavya Menon')).toBeVisible();
    expect(within(officer).getByRole('link', { name: 'grievance@littleloom.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@littleloom.in',
    );
    expect(officer).toHaveTextContent(
      'Complaints are acknowledged within 48 hours and resolved within one month, as the Consumer Protection (E-Commerce) Rules, 2020 ask.',
    );
    expect(screen.queryByText(/9876543210/)).not.toBeInTheDocument();

    const returns = screen.getByRole('region', { name: 'Returns and refunds' });
    expect(returns).toHaveTextContent('for 7 days after it is delivered');
    expect(returns).toHaveTextContent('refunded to your Little Loom wallet');
    // What the server does with the fee (aftercare.ts): back only when nothing was delivered.
    expect(returns).toHaveTextContent(
      'When every item of an order is cancelled before it is delivered, its delivery fee comes back too.',
    );
    expect(returns).toHaveTextContent(
      'Once anything of the order has been delivered, the delivery fee stays, even if everything is returned later.',
    );
    expect(returns).toHaveTextContent('Cash-on-delivery orders are paid when they are delivered.');
    expect(within(returns).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(requestedUrls(mock).filter((url) => url.pathname === '/api/seller')).toHaveLength(1);
  });

  it('says when the shop is not registered for GST yet', async () => {
    stubSeller({ ...SELLER, gstin: null });
    renderApp('/seller');

    const seller = await screen.findByRole('region', { name: 'Little Loom' });
    expect(within(seller).getByText('Not registered for GST yet')).toBeVisible();
  });

  it('says the details are not set up yet when the shop has none', async () => {
    stubSeller(null);
    renderApp('/seller');

    expect(await screen.findByText('The seller details are not set up yet.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Grievance officer' })).not.toBeInTheDocument();
    // The return policy is the shop's own, so it shows all the same.
    expect(screen.getByRole('region', { name: 'Returns and refunds' })).toBeVisible();
  });

  it('is linked from the footer', async () => {
    stubSeller(SELLER);
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Seller details' })).toHaveAttribute(
      'href',
      '/seller',
    );
  });
});
