import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestedUrls } from '../../../test/fetch-stub';
import { makeProduct } from '../../../test/product-factory';
import { renderApp } from '../../../test/render-app';
import { CATEGORIES, stubCatalogue } from '../catalog-test-server';
import { SUGGESTIONS_DEBOUNCE_MS } from './search-suggestions-api';

/** A shelf where "foot" matches products, a category and a brand at once. */
function shop() {
  const booties = makeProduct({
    name: 'Footed Booties',
    brand: 'Footsteps',
    price: 1299,
    discountPrice: 999,
    category: { ...CATEGORIES.footwear },
  });
  const sleepsuits = Array.from({ length: 5 }, (_, index) =>
    makeProduct({
      name: `Footed Sleepsuit ${index + 1}`,
      price: 700 + index,
      category: { ...CATEGORIES.boys },
    }),
  );
  const frock = makeProduct({ name: 'Party Frock', category: { ...CATEGORIES.girls } });
  const fetchMock = stubCatalogue({ products: [booties, ...sleepsuits, frock] });
  return { booties, fetchMock };
}

function suggestionRequests(fetchMock: ReturnType<typeof stubCatalogue>): string[] {
  return requestedUrls(fetchMock)
    .filter((url) => url.pathname === '/api/products/suggestions')
    .map((url) => url.searchParams.get('q') ?? '');
}

async function openSearch() {
  const user = userEvent.setup();
  const view = renderApp('/collection?search=');
  const input = await screen.findByRole('combobox', { name: 'Search products' });
  return { user, input, ...view };
}

/** Lets the debounce run out, so a request would have left by now if one were due. */
async function pastDebounce() {
  await act(() => new Promise((resolve) => setTimeout(resolve, SUGGESTIONS_DEBOUNCE_MS + 150)));
}

function activeOption(input: HTMLElement): HTMLElement | null {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

describe('search suggestions', () => {
  it('is a combobox that controls a listbox, collapsed until there is something to suggest', async () => {
    shop();
    const { input } = await openSearch();

    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    const listId = input.getAttribute('aria-controls');
    const list = document.getElementById(listId ?? '');
    expect(list).toHaveAttribute('role', 'listbox');
    expect(list).not.toBeVisible();
  });

  it('asks nothing for one letter, and once for a word typed quickly', async () => {
    const { fetchMock } = shop();
    const { user, input } = await openSearch();

    await user.type(input, 'f');
    await pastDebounce();
    expect(suggestionRequests(fetchMock)).toEqual([]);
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'oot');
    await waitFor(() => expect(suggestionRequests(fetchMock)).toEqual(['foot']));
    await pastDebounce();
    expect(suggestionRequests(fetchMock)).toEqual(['foot']);
  });

  it('groups up to 5 products with their price, the categories and the brands, then See all', async () => {
    const { booties } = shop();
    const { user, input } = await openSearch();
    await user.type(input, 'foot');

    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    const products = within(within(list).getByRole('group', { name: 'Products' })).getAllByRole(
      'option',
    );
    expect(products).toHaveLength(5);
    expect(products[0]).toHaveTextContent('Footed Booties');
    // The sale price first, the original struck through, as on the cards.
    const struck = products[0]?.querySelector('s');
    expect(struck).toHaveTextContent('₹1,299.00');
    expect(struck?.parentElement).toHaveTextContent(/₹999\.00.*₹1,299\.00/);
    expect(products[0]?.querySelector('img')).toHaveAttribute(
      'src',
      booties.images[0]?.thumbnailUrl,
    );

    const categories = within(list).getByRole('group', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Footwear']);
    const brands = within(list).getByRole('group', { name: 'Brands' });
    expect(
      within(brands)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Footsteps']);
    const options = within(list).getAllByRole('option');
    expect(options.at(-1)).toHaveTextContent('See all results for “foot”');

    // Announced once, politely: 5 products, 1 category, 1 brand.
    expect(await screen.findByRole('status')).toHaveTextContent('7 suggestions');
    expect(screen.getByRole('status')).not.toHaveAttribute('aria-live', 'assertive');
  });

  it('names the colour of a product that has one, so two colours of a style differ', async () => {
    const navy = makeProduct({ name: 'Zigzag Cardigan', colour: { name: 'Navy', hex: '#23395d' } });
    const sky = makeProduct({
      name: 'Zigzag Cardigan',
      colour: { name: 'Sky blue', hex: '#8cc8ec' },
    });
    stubCatalogue({ products: [navy, sky] });
    const { user, input } = await openSearch();
    await user.type(input, 'zigzag');

    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    await waitFor(() =>
      expect(
        within(within(list).getByRole('group', { name: 'Products' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        expect.stringContaining('Zigzag Cardigan — Navy'),
        expect.stringContaining('Zigzag Cardigan — Sky blue'),
      ]),
    );
  });

  it('moves through the options with the arrow keys, wrapping at either end', async () => {
    shop();
    const { user, input } = await openSearch();
    await user.type(input, 'foot');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(8);
    expect(input).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe(options[1]);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption(input)).toHaveTextContent('See all results for “foot”');
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe(options[0]);
    // Focus stays in the field the whole time.
    expect(input).toHaveFocus();
  });

  it('Enter on a product opens its page', async () => {
    const { booties } = shop();
    const { user, input, router } = await openSearch();
    await user.type(input, 'foot');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));

    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${booties._id}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Footed Booties' }),
    ).toBeInTheDocument();
  });

  it('Enter on a category or a brand opens the collection filtered by it', async () => {
    shop();
    const { user, input, router } = await openSearch();
    await user.type(input, 'foot');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    // Past the 5 products: the category.
    await user.keyboard('{ArrowDown>6/}{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?category=${CATEGORIES.footwear._id}`),
    );
    expect(router.state.location.pathname).toBe('/collection');

    await router.navigate(-1);
    const again = await screen.findByRole('combobox', { name: 'Search products' });
    again.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(again).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?brand=Footsteps'));
  });

  it('Enter with no option chosen closes the list and stays on the full results', async () => {
    shop();
    const { user, input, router } = await openSearch();
    await user.type(input, 'foot');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));

    await user.keyboard('{Enter}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location.pathname).toBe('/collection');
    expect(router.state.location.search).toBe('?search=foot');
    expect(await screen.findByText('6 found for “foot”')).toBeInTheDocument();
  });

  it('See all results closes the list over the results for the text', async () => {
    shop();
    const { user, input, router } = await openSearch();
    await user.type(input, 'foot');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));

    await user.click(screen.getByRole('option', { name: 'See all results for “foot”' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location.search).toBe('?search=foot');
    expect(input).toHaveFocus();
  });

  it('a click on a product suggestion opens it', async () => {
    const { booties } = shop();
    const { user, input, router } = await openSearch();
    await user.type(input, 'foot');

    await user.click(await screen.findByRole('option', { name: /Footed Booties/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${booties._id}`));
  });

  it('Escape closes the list, then empties the field; a click outside closes it too', async () => {
    shop();
    const { user, input, router } = await openSearch();
    await user.type(input, 'foot');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('foot');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    await waitFor(() => expect(router.state.location.search).toBe('?search='));

    await user.type(input, 'foot');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await user.click(screen.getByRole('heading', { level: 1, name: 'All Collections' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});
