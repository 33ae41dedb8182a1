import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../../test/fetch-stub';
import { makeProduct, makeProductPage } from '../../test/product-factory';
import { renderApp } from '../../test/render-app';

describe('home page', () => {
  it('shows the hero, the newest products, the most popular ones and the promises', async () => {
    const newest = [makeProduct({ name: 'Newborn Muslin Set' })];
    const popular = [makeProduct({ name: 'Rainbow Knit Cardigan' })];
    const fetchMock = stubFetch((url) =>
      jsonResponse(
        makeProductPage(url.searchParams.get('sort') === 'popularity' ? popular : newest),
      ),
    );
    renderApp('/');

    expect(screen.getByRole('heading', { level: 1, name: 'Latest Arrivals' })).toBeInTheDocument();
    expect(screen.getByText('OUR BESTSELLERS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /SHOP NOW/ })).toHaveAttribute('href', '/collection');

    const latest = screen.getByRole('region', { name: 'Latest Collections' });
    expect(await within(latest).findByText('Newborn Muslin Set')).toBeInTheDocument();
    const best = screen.getByRole('region', { name: 'Best Sellers' });
    expect(await within(best).findByText('Rainbow Knit Cardigan')).toBeInTheDocument();

    const queries = requestedUrls(fetchMock).map((u) => u.search);
    expect(queries).toContain('?sort=new-arrivals&limit=5');
    expect(queries).toContain('?sort=popularity&limit=5');

    const promises = await screen.findByRole('region', { name: 'Our promises' });
    expect(within(promises).getByText('Easy Exchange Policy')).toBeInTheDocument();
    expect(within(promises).getByText('7 Days Return Policy')).toBeInTheDocument();
    expect(within(promises).getByText('Best Customer Support')).toBeInTheDocument();
  });

  it('offers Retry when products fail to load, and shows them once the retry works', async () => {
    let failing = true;
    stubFetch(() =>
      failing
        ? jsonResponse({ success: false, message: 'Database is resting' }, 503)
        : jsonResponse(makeProductPage([makeProduct({ name: 'Mint Bib' })])),
    );
    const user = userEvent.setup();
    renderApp('/');

    const latest = screen.getByRole('region', { name: 'Latest Collections' });
    expect(await within(latest).findByText('Database is resting')).toBeInTheDocument();

    failing = false;
    await user.click(within(latest).getByRole('button', { name: 'Retry' }));
    expect(await within(latest).findByText('Mint Bib')).toBeInTheDocument();
  });
});
