import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { makeProduct } from '../../../test/product-factory';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../testing';
import brandBabyhug from './art/brand-babyhug.svg';
import brandDefault from './art/brand-default.svg';
import brandHm from './art/brand-hm.svg';
import brandHopscotch from './art/brand-hopscotch.svg';
import categoryBoys from './art/category-boys.svg';
import categoryDefault from './art/category-default.svg';
import categoryGirls from './art/category-girls.svg';
import productDefault from './art/product-default.svg';

afterEach(() => localStorage.clear());

function stubBestSellers({ failBrands = false } = {}) {
  const tee = makeProduct({ name: 'Rocket Tee', price: 699 });
  const bare = makeProduct({ name: 'Plain Bib', price: 199, images: [] });
  const frock = makeProduct({ name: 'Party Frock', price: 1499, discountPrice: 1199 });
  return {
    tee,
    bare,
    mock: stubFetch((url) => {
      switch (url.pathname) {
        case '/api/products/best-selling-products':
          return jsonResponse({
            success: true,
            topProducts: [
              { ...tee, productId: tee._id, totalSold: 42 },
              { ...bare, productId: bare._id, totalSold: 7 },
              { ...frock, productId: frock._id, totalSold: 5 },
            ],
          });
        case '/api/products/best-selling-categories':
          return jsonResponse({
            success: true,
            topCategories: [
              { categoryId: 'c1', categoryName: 'Boys', categoryImage: null, totalSold: 120 },
              { categoryId: 'c2', categoryName: 'GIRLS', categoryImage: null, totalSold: 90 },
              { categoryId: 'c3', categoryName: 'Footwear', categoryImage: null, totalSold: 30 },
            ],
          });
        case '/api/products/best-selling-brands':
          if (failBrands) {
            return jsonResponse({ success: false, message: 'Best sellers are resting' }, 503);
          }
          return jsonResponse({
            success: true,
            topBrands: [
              { brand: 'Babyhug', totalSold: 80 },
              { brand: 'H&M', totalSold: 60 },
              { brand: 'hopscotch', totalSold: 50 },
              { brand: 'Pine Kids', totalSold: 10 },
            ],
          });
        default:
          return jsonResponse({ success: false, message: 'Route not found' }, 404);
      }
    }),
  };
}

function imageOf(card: HTMLElement): string {
  return card.querySelector('img')?.getAttribute('src') ?? '';
}

describe('best selling dashboard', () => {
  it('shows the top products, categories and brands with the shop’s own artwork', async () => {
    storeAdminSession();
    const { tee, bare } = stubBestSellers();
    renderApp('/admin/bestselling');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Best Selling Dashboard' }),
    ).toBeVisible();

    const products = screen.getByRole('region', { name: 'Top Selling Products' });
    const teeCard = (await within(products).findByText('Rocket Tee')).closest('article')!;
    expect(teeCard).toHaveTextContent('Price: ₹699.00');
    // On sale, the price the shop sells at comes first; the list price is struck through.
    const frockCard = within(products).getByText('Party Frock').closest('article')!;
    expect(frockCard).toHaveTextContent('Price: ₹1,199.00');
    expect(frockCard.querySelector('s')).toHaveTextContent('₹1,499.00');
    expect(teeCard).toHaveTextContent('Sold: 42');
    expect(imageOf(teeCard)).toBe(tee.images[0]!.thumbnailUrl);
    expect(within(teeCard).getByRole('link', { name: 'Edit Rocket Tee' })).toHaveAttribute(
      'href',
      `/admin/products/edit/${tee._id}`,
    );
    const bibCard = within(products).getByText('Plain Bib').closest('article')!;
    expect(imageOf(bibCard)).toBe(productDefault);
    // Each name gets its own picture.
    expect(
      new Set([
        categoryBoys,
        categoryGirls,
        categoryDefault,
        brandBabyhug,
        brandHm,
        brandHopscotch,
        brandDefault,
        productDefault,
      ]).size,
    ).toBe(8);
    expect(bare.images).toHaveLength(0);

    const categories = screen.getByRole('region', { name: 'Top Selling Categories' });
    const card = (name: string, region: HTMLElement) =>
      within(region).getByText(name).closest('li')!;
    expect(await within(categories).findByText('Boys')).toBeVisible();
    expect(imageOf(card('Boys', categories))).toBe(categoryBoys);
    expect(imageOf(card('GIRLS', categories))).toBe(categoryGirls);
    expect(imageOf(card('Footwear', categories))).toBe(categoryDefault);
    expect(card('Boys', categories)).toHaveTextContent('Sold: 120');

    const brands = screen.getByRole('region', { name: 'Top Selling Brands' });
    expect(await within(brands).findByText('Babyhug')).toBeVisible();
    expect(imageOf(card('Babyhug', brands))).toBe(brandBabyhug);
    expect(imageOf(card('H&M', brands))).toBe(brandHm);
    expect(imageOf(card('hopscotch', brands))).toBe(brandHopscotch);
    expect(imageOf(card('Pine Kids', brands))).toBe(brandDefault);
    expect(card('H&M', brands)).toHaveTextContent('Total Sold: 60');
  });

  it('spins while loading and shows a failure in red', async () => {
    storeAdminSession();
    stubBestSellers({ failBrands: true });
    renderApp('/admin/bestselling');

    const brands = await screen.findByRole('region', { name: 'Top Selling Brands' });
    expect(within(brands).getByRole('status')).toHaveTextContent('Loading best-selling brands…');
    const error = await within(brands).findByRole('alert');
    expect(error).toHaveTextContent('Best sellers are resting');
    expect(error).toHaveClass('text-red-700');
    expect(
      await within(screen.getByRole('region', { name: 'Top Selling Products' })).findByText(
        'Rocket Tee',
      ),
    ).toBeVisible();
  });
});
