import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/product-factory';
import { renderApp } from '../../../test/render-app';
import { CATEGORIES, makeCatalogue, stubCatalogue } from '../catalog-test-server';

function results() {
  return screen.getByRole('region', { name: 'Products' });
}

describe('a search that finds nothing', () => {
  it('says so, offers the closest products as cards and the categories as links', async () => {
    const frock = makeProduct({ name: 'Party Frock', category: { ...CATEGORIES.girls } });
    const smock = makeProduct({ name: 'Smock Dress', category: { ...CATEGORIES.girls } });
    stubCatalogue({ products: [...makeCatalogue(), frock, smock], closestMatches: [frock, smock] });
    renderApp('/collection?search=frok');

    expect(await screen.findByText('No products found for “frok”')).toBeInTheDocument();
    const didYouMean = within(results()).getByRole('region', { name: 'Did you mean' });
    const cards = within(didYouMean).getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Party Frock', 'Smock Dress']);
    expect(within(cards[0]!).getByRole('link', { name: /Party Frock/ })).toHaveAttribute(
      'href',
      `/product/${frock._id}`,
    );

    const browse = within(results()).getByRole('navigation', { name: 'Browse by category' });
    await waitFor(() =>
      expect(
        within(browse)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        ['Boys', `/collection?category=${CATEGORIES.boys._id}`],
        ['Footwear', `/collection?category=${CATEGORIES.footwear._id}`],
        ['Girls', `/collection?category=${CATEGORIES.girls._id}`],
      ]),
    );
  });

  it('leaves out "Did you mean" when nothing comes close, and still offers the categories', async () => {
    stubCatalogue();
    renderApp('/collection?search=zzzz');

    expect(await screen.findByText('No products found for “zzzz”')).toBeInTheDocument();
    expect(screen.queryByText('Did you mean')).not.toBeInTheDocument();
    expect(within(results()).queryAllByRole('article')).toHaveLength(0);
    expect(await within(results()).findByRole('link', { name: 'Footwear' })).toBeInTheDocument();
  });

  it('Clear search empties the field, keeps it open for another word, and shows everything', async () => {
    stubCatalogue();
    const user = userEvent.setup();
    const { router } = renderApp('/collection?search=zzzz');

    await user.click(await screen.findByRole('button', { name: 'Clear search' }));

    await waitFor(() => expect(router.state.location.search).toBe('?search='));
    const input = screen.getByRole('combobox', { name: 'Search products' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(await screen.findByText('24 products')).toBeInTheDocument();
  });
});
