import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../../test/fetch-stub';
import { makeProduct, makeProductPage } from '../../test/product-factory';
import { renderApp } from '../../test/render-app';

const BOYS = '00000000-0000-4000-8000-00000000ca01';

interface HomeStubOptions {
  bestSellersFail?: boolean;
  latestFail?: () => boolean;
}

function stubHome({ bestSellersFail = false, latestFail = () => false }: HomeStubOptions = {}) {
  const newest = [makeProduct({ name: 'Newborn Muslin Set' })];
  const best = [
    makeProduct({ name: 'Rainbow Knit Cardigan' }),
    makeProduct({ name: 'Dino Tee', price: 499, discountPrice: 399 }),
    makeProduct({ name: 'Floral Frock' }),
    makeProduct({ name: 'Cargo Shorts' }),
    makeProduct({ name: 'Sun Hat' }),
  ];
  return stubFetch((url) => {
    if (url.pathname.startsWith('/api/products/best-selling-')) {
      if (bestSellersFail) return jsonResponse({ success: false, message: 'Oops' }, 500);
    }
    switch (url.pathname) {
      case '/api/products/best-selling-products': {
        const limit = Number(url.searchParams.get('limit') ?? 10);
        return jsonResponse({
          success: true,
          topProducts: best
            .slice(0, limit)
            .map((product, rank) => ({ ...product, productId: product._id, totalSold: 40 - rank })),
        });
      }
      case '/api/products/best-selling-categories':
        return jsonResponse({
          success: true,
          topCategories: [
            {
              categoryId: BOYS,
              categoryName: 'Boys',
              categoryImage: '/uploads/boys-sm.webp',
              totalSold: 32,
            },
            { categoryId: 'c2', categoryName: 'Footwear', categoryImage: null, totalSold: 7 },
          ],
        });
      case '/api/products/best-selling-brands':
        return jsonResponse({
          success: true,
          topBrands: [
            { brand: 'Babyhug', totalSold: 52 },
            { brand: 'H&M', totalSold: 27 },
          ],
        });
      default:
        if (latestFail()) {
          return jsonResponse({ success: false, message: 'Database is resting' }, 503);
        }
        return jsonResponse(makeProductPage(newest));
    }
  });
}

describe('home page', () => {
  it('shows the hero, the newest products, the best sellers and the promises', async () => {
    const fetchMock = stubHome();
    renderApp('/');

    expect(screen.getByRole('heading', { level: 1, name: 'Latest Arrivals' })).toBeInTheDocument();
    expect(screen.getByText('OUR BESTSELLERS')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /SHOP NOW/ })).toHaveAttribute('href', '/collection');

    const latest = screen.getByRole('region', { name: 'Latest Collections' });
    expect(await within(latest).findByText('Newborn Muslin Set')).toBeInTheDocument();
    const best = screen.getByRole('region', { name: 'Best Sellers' });
    expect(await within(best).findByText('Rainbow Knit Cardigan')).toBeInTheDocument();

    const urls = requestedUrls(fetchMock).map((u) => u.pathname + u.search);
    expect(urls).toContain('/api/products?sort=new-arrivals&limit=5');
    expect(urls).toContain('/api/products/best-selling-products?limit=5');

    const promises = await screen.findByRole('region', { name: 'Our promises' });
    expect(within(promises).getByText('Easy Exchange Policy')).toBeInTheDocument();
    expect(within(promises).getByText('7 Days Return Policy')).toBeInTheDocument();
    expect(within(promises).getByText('Best Customer Support')).toBeInTheDocument();
  });

  it('shows the best-selling categories and brands, linking into the collection', async () => {
    stubHome();
    renderApp('/');

    const favourites = await screen.findByRole('region', { name: 'Shop by favourites' });
    const boys = await within(favourites).findByRole('link', { name: /Boys/ });
    expect(boys).toHaveAttribute('href', `/collection?category=${BOYS}`);
    expect(boys).toHaveTextContent('32 sold');
    expect(boys.querySelector('img')).toHaveAttribute('src', '/uploads/boys-sm.webp');
    // No picture yet: the card still shows, on its pastel ground.
    expect(within(favourites).getByRole('link', { name: /Footwear/ })).toHaveTextContent('7 sold');

    const brand = within(favourites).getByRole('link', { name: /H&M/ });
    expect(brand).toHaveAttribute('href', '/collection?search=H%26M');
    expect(brand).toHaveTextContent('27 sold');
    expect(within(favourites).getByRole('link', { name: /Babyhug/ })).toBeInTheDocument();
  });

  it('shows the four best-selling products in the favourites section, linking to each', async () => {
    const fetchMock = stubHome();
    renderApp('/');

    const favourites = await screen.findByRole('region', { name: 'Shop by favourites' });
    expect(
      within(favourites).getByRole('heading', { level: 3, name: 'Top products' }),
    ).toBeInTheDocument();
    await within(favourites).findByText('Cargo Shorts');
    const names = within(favourites).getAllByRole('heading', { level: 3 });
    expect(names.map((heading) => heading.textContent)).toEqual([
      'Top products',
      'Rainbow Knit Cardigan',
      'Dino Tee',
      'Floral Frock',
      'Cargo Shorts',
      'Top categories',
      'Top brands',
    ]);
    const tee = within(favourites).getByRole('link', { name: /Dino Tee/ });
    expect(tee.getAttribute('href')).toMatch(/^\/product\//);
    // The price the shop sells at comes first.
    expect(tee).toHaveTextContent(/₹399\.00.*₹499\.00/);
    // The shelf of 5 above and this block of 4 share one request.
    const urls = requestedUrls(fetchMock).map((u) => u.pathname + u.search);
    expect(urls.filter((u) => u.startsWith('/api/products/best-selling-products'))).toEqual([
      '/api/products/best-selling-products?limit=5',
    ]);
  });

  it("says 'Error fetching best sellers. Please try again.' when the best sellers fail", async () => {
    stubHome({ bestSellersFail: true });
    renderApp('/');

    const best = screen.getByRole('region', { name: 'Best Sellers' });
    expect(
      await within(best).findByText('Error fetching best sellers. Please try again.'),
    ).toBeInTheDocument();
    const favourites = await screen.findByRole('region', { name: 'Shop by favourites' });
    expect(
      await within(favourites).findByText('Error fetching best sellers. Please try again.'),
    ).toBeInTheDocument();
    expect(within(favourites).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('offers Retry when products fail to load, and shows them once the retry works', async () => {
    let failing = true;
    stubHome({ latestFail: () => failing });
    const user = userEvent.setup();
    renderApp('/');

    const latest = screen.getByRole('region', { name: 'Latest Collections' });
    expect(await within(latest).findByText('Database is resting')).toBeInTheDocument();

    failing = false;
    await user.click(within(latest).getByRole('button', { name: 'Retry' }));
    expect(await within(latest).findByText('Newborn Muslin Set')).toBeInTheDocument();
  });
});
