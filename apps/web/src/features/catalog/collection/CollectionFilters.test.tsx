import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestedUrls, type stubFetch } from '../../../test/fetch-stub';
import { renderApp, type TestRouter } from '../../../test/render-app';
import { stubCatalogue } from '../catalog-test-server';
import { makeFilterCatalogue } from './filter-test-catalogue';

function lastProductRequest(fetchMock: ReturnType<typeof stubFetch>): URLSearchParams {
  const url = requestedUrls(fetchMock)
    .filter((u) => u.pathname === '/api/products')
    .at(-1);
  return url?.searchParams ?? new URLSearchParams();
}

const query = (router: TestRouter) => new URLSearchParams(router.state.location.search);

function openShop(path = '/collection') {
  const fetchMock = stubCatalogue({ products: makeFilterCatalogue() });
  const user = userEvent.setup();
  const { router } = renderApp(path);
  return { fetchMock, user, router };
}

describe('collection filters', () => {
  it('shows each value with its count, sizes counted only in stock, and disables values that show nothing', async () => {
    openShop();
    expect(await screen.findByText('10 products')).toBeInTheDocument();

    const sizes = screen.getByRole('group', { name: 'Size' });
    expect(
      within(sizes)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['2-3Y (5)', '4-5Y (3)', '6-7Y (2)', '8-9Y (0)']);
    // The Mint Romper's 4-5Y is sold out, so it is not among the three; nothing has 8-9Y in stock.
    expect(within(sizes).getByRole('checkbox', { name: '8-9Y (0)' })).toBeDisabled();
    expect(within(sizes).getByRole('checkbox', { name: '4-5Y (3)' })).toBeEnabled();

    const colours = screen.getByRole('group', { name: 'Colour' });
    const navy = within(colours).getByRole('checkbox', { name: 'Navy (2)' });
    const dot = navy.closest('label')?.querySelector<HTMLElement>('[aria-hidden="true"]');
    expect(dot?.style.backgroundColor).toBe('rgb(35, 57, 93)');

    const availability = screen.getByRole('group', { name: 'Availability' });
    expect(within(availability).getByRole('checkbox', { name: 'In stock only (9)' })).toBeEnabled();
    expect(within(availability).getByRole('checkbox', { name: 'On sale (3)' })).toBeEnabled();
  });

  it('counts each category under the other filters and disables one that would show nothing', async () => {
    openShop('/collection?size=6-7Y');
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    const categories = screen.getByRole('group', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Boys (2)', 'Footwear (0)', 'Girls (0)']);
    expect(within(categories).getByRole('checkbox', { name: 'Footwear (0)' })).toBeDisabled();
    expect(within(categories).getByRole('checkbox', { name: 'Boys (2)' })).toBeEnabled();
  });

  it('keeps a ticked category that now shows nothing enabled, so it can be unticked', async () => {
    openShop('/collection?category=00000000-0000-4000-8000-00000000ca02&size=6-7Y');
    expect(await screen.findByText('0 products')).toBeInTheDocument();
    const categories = screen.getByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('checkbox', { name: 'Footwear (0)' })).toBeEnabled();
    expect(within(categories).getByRole('checkbox', { name: 'Footwear (0)' })).toBeChecked();
  });

  it('shows the first 6 brands, and all of them on request', async () => {
    const { user } = openShop();
    const brands = await screen.findByRole('group', { name: 'Brand' });
    await within(brands).findByRole('checkbox', { name: 'Acorn (1)' });

    expect(within(brands).getAllByRole('checkbox')).toHaveLength(6);
    expect(within(brands).queryByRole('checkbox', { name: 'Tiny Toes (1)' })).toBeNull();

    await user.click(within(brands).getByRole('button', { name: 'Show all 8 brands' }));
    expect(within(brands).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(brands).getByRole('checkbox', { name: 'Tiny Toes (1)' })).toBeInTheDocument();
    expect(within(brands).getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('choosing a size, a colour and a brand puts them in the URL and the request, from page 1', async () => {
    const { fetchMock, user, router } = openShop('/collection?sort=a-z&page=2');
    await screen.findByText('10 products');

    await user.click(await screen.findByRole('checkbox', { name: '4-5Y (3)' }));
    expect(query(router).getAll('size')).toEqual(['4-5Y']);
    expect(query(router).has('page')).toBe(false);
    expect(query(router).get('sort')).toBe('a-z');
    expect(await screen.findByText('3 products')).toBeInTheDocument();
    expect(lastProductRequest(fetchMock).get('size')).toBe('4-5Y');
    expect(lastProductRequest(fetchMock).get('page')).toBe('1');

    // Counts follow the other filters: with 4-5Y in stock, one navy piece is left.
    await user.click(await screen.findByRole('checkbox', { name: 'Navy (1)' }));
    expect(query(router).getAll('colour')).toEqual(['navy']);
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    expect(lastProductRequest(fetchMock).get('colour')).toBe('navy');

    await user.click(await screen.findByRole('checkbox', { name: 'Little Loom (1)' }));
    expect(query(router).getAll('brand')).toEqual(['Little Loom']);
    await waitFor(() => expect(lastProductRequest(fetchMock).get('brand')).toBe('Little Loom'));
    // No pink piece is a Little Loom one in 4-5Y: that colour would show nothing. The counts are
    // those of the reply to the brand's request, so they are awaited.
    expect(await screen.findByRole('checkbox', { name: 'Pink (0)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '4-5Y (1)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Navy (1)' })).toBeChecked();

    // Back undoes the brand, then the colour.
    await act(() => router.navigate(-1));
    expect(query(router).has('brand')).toBe(false);
    expect(await screen.findByRole('checkbox', { name: 'Navy (1)' })).toBeChecked();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('3 products')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Navy/ })).not.toBeChecked();
  });

  it('keeps a chosen value that now shows nothing enabled, so it can be unchosen', async () => {
    const { user, router } = openShop('/collection?brand=Tiny%20Toes&inStock=true');
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();

    // The only Tiny Toes piece is sold out.
    const tinyToes = await screen.findByRole('checkbox', { name: 'Tiny Toes (0)' });
    expect(tinyToes).toBeChecked();
    expect(tinyToes).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'In stock only (0)' })).toBeEnabled();

    await user.click(tinyToes);
    expect(router.state.location.search).toBe('?inStock=true');
    expect(await screen.findByText('9 products')).toBeInTheDocument();
  });

  it('shows the chosen filters as chips; each removes its own filter', async () => {
    const { user, router } = openShop(
      '/collection?size=4-5Y&colour=navy&minPrice=500&maxPrice=1000&inStock=true',
    );
    expect(await screen.findByText('1 product')).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Chosen filters' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('button')
          .map((chip) => chip.getAttribute('aria-label')),
      ).toEqual([
        'Remove Size: 4-5Y',
        'Remove Colour: Navy',
        'Remove ₹500–₹1,000',
        'Remove In stock',
      ]),
    );

    await user.click(within(chips).getByRole('button', { name: 'Remove Colour: Navy' }));
    expect(query(router).has('colour')).toBe(false);
    expect(query(router).get('size')).toBe('4-5Y');
    expect(query(router).get('minPrice')).toBe('500');
    expect(query(router).get('inStock')).toBe('true');
    // Focus moves on to the chip that took its place.
    expect(screen.getByRole('button', { name: 'Remove ₹500–₹1,000' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove ₹500–₹1,000' }));
    expect(query(router).has('minPrice')).toBe(false);
    expect(query(router).has('maxPrice')).toBe(false);
    expect(await screen.findByText('3 products')).toBeInTheDocument();
  });

  it('Clear all turns every filter off but keeps the search and the sort', async () => {
    const { user, router } = openShop('/collection?search=navy&sort=a-z&size=4-5Y&onSale=true');
    expect(await screen.findByText('1 found for “navy”')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(query(router).toString()).toBe('search=navy&sort=a-z');
    expect(await screen.findByText('2 found for “navy”')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen filters' })).toBeNull();
  });

  it('says the filters empty a search that finds products, and offers to clear them, not other words', async () => {
    const { user, router } = openShop('/collection?search=navy&size=8-9Y');
    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
    expect(screen.queryByText(/No products found for/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(query(router).toString()).toBe('search=navy');
    expect(await screen.findByText('2 found for “navy”')).toBeInTheDocument();
  });

  it('refuses a typed minimum above the maximum, beside the fields, and applies a fixed range', async () => {
    const { fetchMock, user, router } = openShop();
    await screen.findByText('10 products');
    const price = screen.getByRole('group', { name: 'Price' });
    const min = within(price).getByRole('textbox', { name: 'Minimum (₹)' });
    const max = within(price).getByRole('textbox', { name: 'Maximum (₹)' });

    await user.type(min, '1500');
    await user.type(max, '500{Enter}');
    expect(within(price).getByRole('alert')).toHaveTextContent(
      'Minimum price cannot be more than the maximum price',
    );
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
    expect(lastProductRequest(fetchMock).has('minPrice')).toBe(false);

    await user.clear(max);
    await user.type(max, '2000{Enter}');
    expect(within(price).queryByRole('alert')).toBeNull();
    expect(router.state.location.search).toBe('?minPrice=1500&maxPrice=2000');
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    expect(lastProductRequest(fetchMock).get('minPrice')).toBe('1500');
    expect(lastProductRequest(fetchMock).get('maxPrice')).toBe('2000');
    expect(screen.getByRole('button', { name: 'Remove ₹1,500–₹2,000' })).toBeInTheDocument();
  });

  it('applies the slider when a handle is let go, not while it moves', async () => {
    const { router } = openShop();
    await screen.findByText('10 products');
    const price = screen.getByRole('group', { name: 'Price' });
    // The prices on offer run from ₹250 to ₹1,800 (sale prices counted).
    const low = within(price).getByRole('slider', { name: 'Lowest price' });
    const high = within(price).getByRole('slider', { name: 'Highest price' });
    expect(low).toHaveAttribute('min', '250');
    expect(high).toHaveAttribute('max', '1800');

    fireEvent.input(low, { target: { value: '600' } });
    expect(low).toHaveAttribute('aria-valuetext', '₹600');
    expect(within(price).getByRole('textbox', { name: 'Minimum (₹)' })).toHaveValue('600');
    expect(router.state.location.search).toBe('');

    fireEvent.change(low, { target: { value: '1000' } });
    expect(router.state.location.search).toBe('?minPrice=1000');
    expect(await screen.findByText('4 products')).toBeInTheDocument();

    // A handle let go at its end leaves that side open.
    fireEvent.change(high, { target: { value: '1800' } });
    expect(router.state.location.search).toBe('?minPrice=1000');
    fireEvent.change(high, { target: { value: '1500' } });
    expect(router.state.location.search).toBe('?minPrice=1000&maxPrice=1500');
    fireEvent.change(low, { target: { value: '250' } });
    expect(router.state.location.search).toBe('?maxPrice=1500');
  });
});

describe('collection filters on a phone', () => {
  it('counts the filters that are on on the Filters button', async () => {
    openShop('/collection?size=4-5Y&brand=Acorn&minPrice=300&maxPrice=900&onSale=true');
    expect(await screen.findByRole('button', { name: 'Filters, 4 on' })).toBeInTheDocument();
  });

  it('opens the filters in a sheet that holds focus and stops the page scrolling', async () => {
    const { user } = openShop();
    await screen.findByText('10 products');
    const button = screen.getByRole('button', { name: 'Filters' });

    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const close = within(sheet).getByRole('button', { name: 'Close filters' });
    expect(close).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');

    // Tab goes round inside the sheet, both ways.
    await user.tab({ shift: true });
    const show = within(sheet).getByRole('button', { name: 'Show 10 products' });
    expect(show).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('applies filters from the sheet at once, and "Show N products" closes it', async () => {
    const { user, router } = openShop();
    await screen.findByText('10 products');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });

    await user.click(within(sheet).getByRole('checkbox', { name: 'Pink (1)' }));
    expect(query(router).get('colour')).toBe('pink');
    const show = await within(sheet).findByRole('button', { name: 'Show 1 product' });
    expect(screen.getByRole('button', { name: 'Filters, 1 on' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('');
    expect(await within(sheet).findByRole('button', { name: 'Show 10 products' })).toBe(show);

    await user.click(within(sheet).getByRole('checkbox', { name: 'On sale (3)' }));
    await user.click(await within(sheet).findByRole('button', { name: 'Show 3 products' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    expect(router.state.location.search).toBe('?onSale=true');
    expect(screen.getByText('3 products')).toBeInTheDocument();
  });
});
