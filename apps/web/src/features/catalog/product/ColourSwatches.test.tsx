import type { Product, StyleColour } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestedUrls } from '../../../test/fetch-stub';
import { makeProduct } from '../../../test/product-factory';
import { renderApp } from '../../../test/render-app';
import { stubCatalogue } from '../catalog-test-server';

/** One frock in three colours; the navy one is sold out in every size. */
function frockStyle() {
  const pink = makeProduct({ name: 'Tiered Frock', colour: { name: 'Pink', hex: '#f29bb8' } });
  const navy = makeProduct({
    name: 'Tiered Frock',
    colour: { name: 'Navy', hex: '#23395d' },
    sizes: [{ size: '2-3Y', stock: 0 }],
    stock: 0,
  });
  const mint = makeProduct({
    name: 'Tiered Frock',
    colour: { name: 'Mint green', hex: '#a8e0c5' },
  });
  const members = [pink, navy, mint];
  const colours: StyleColour[] = members.map((member) => ({
    productId: member._id,
    name: member.colour?.name ?? '',
    hex: member.colour?.hex ?? '',
    inStock: member.sizes.some((size) => size.stock > 0),
  }));
  const products: Product[] = members.map((member) => ({
    ...member,
    styleId: 'style-frock',
    colours,
  }));
  const fetchMock = stubCatalogue({ products });
  const [pinkProduct, navyProduct, mintProduct] = products as [Product, Product, Product];
  return { pink: pinkProduct, navy: navyProduct, mint: mintProduct, fetchMock };
}

function productRequests(fetchMock: ReturnType<typeof stubCatalogue>, id: string): number {
  return requestedUrls(fetchMock).filter((url) => url.pathname === `/api/products/${id}`).length;
}

describe('colour swatches', () => {
  it('names the colour shown and marks its swatch as the current page', async () => {
    const { pink, navy, mint } = frockStyle();
    renderApp(`/product/${pink._id}`);

    const group = await screen.findByRole('group', { name: 'Colour: Pink' });
    const swatches = within(group).getAllByRole('link');
    expect(swatches.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Pink',
      'Navy, sold out',
      'Mint green',
    ]);
    expect(swatches.map((link) => link.getAttribute('href'))).toEqual([
      `/product/${pink._id}`,
      `/product/${navy._id}`,
      `/product/${mint._id}`,
    ]);
    expect(swatches[0]).toHaveAttribute('aria-current', 'page');
    expect(swatches[1]).not.toHaveAttribute('aria-current');
    // The tooltip says the same as the label.
    expect(swatches[1]).toHaveAttribute('title', 'Navy, sold out');
    // The dot is drawn in the colour itself.
    expect(swatches[2]?.querySelector('span')).toHaveStyle({ backgroundColor: '#a8e0c5' });
  });

  it('opens the sibling colour in place of this one, so Back leaves the product', async () => {
    const { pink, navy } = frockStyle();
    const user = userEvent.setup();
    const { router } = renderApp('/collection');
    await router.navigate(`/product/${pink._id}`);
    const group = await screen.findByRole('group', { name: 'Colour: Pink' });

    await user.click(within(group).getByRole('link', { name: 'Navy, sold out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${navy._id}`));
    expect(router.state.historyAction).toBe('REPLACE');
    const navyGroup = await screen.findByRole('group', { name: 'Colour: Navy' });
    expect(within(navyGroup).getByRole('link', { name: 'Navy, sold out' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Sold out in every size for now.')).toBeInTheDocument();

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection'));
  });

  it('fetches a colour ahead when the pointer rests on its swatch', async () => {
    const { pink, mint, fetchMock } = frockStyle();
    const user = userEvent.setup();
    renderApp(`/product/${pink._id}`);
    const group = await screen.findByRole('group', { name: 'Colour: Pink' });
    expect(productRequests(fetchMock, mint._id)).toBe(0);

    await user.hover(within(group).getByRole('link', { name: 'Mint green' }));
    await waitFor(() => expect(productRequests(fetchMock, mint._id)).toBe(1));
  });

  it('shows no swatches for a product in one colour', async () => {
    const single = makeProduct({ name: 'Plain Tee', colour: { name: 'Grey', hex: '#9aa0a6' } });
    stubCatalogue({
      products: [
        {
          ...single,
          styleId: 'style-tee',
          colours: [{ productId: single._id, name: 'Grey', hex: '#9aa0a6', inStock: true }],
        },
      ],
    });
    renderApp(`/product/${single._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Plain Tee' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^Colour/ })).not.toBeInTheDocument();
  });
});
