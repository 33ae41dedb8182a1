import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { CATEGORIES, makeCatalogue, stubCatalogue } from './catalog-test-server';

function productRequests(fetchMock: ReturnType<typeof stubFetch>) {
  return requestedUrls(fetchMock).filter((url) => url.pathname === '/api/products');
}

function cardNames(): string[] {
  const grid = screen.getByRole('region', { name: 'Products' });
  return within(grid)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('collection page', () => {
  it('shows a page of 9, the count, all nine sort options and the categories', async () => {
    const fetchMock = stubCatalogue();
    renderApp('/collection');

    expect(await screen.findByText('24 products')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(9);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Relevant',
      'Price: Low to High',
      'Price: High to Low',
      'Popularity',
      'Average Rating',
      'Featured',
      'New Arrivals',
      'Name: A to Z',
      'Name: Z to A',
    ]);
    expect(await screen.findByRole('checkbox', { name: /^Footwear \(/ })).not.toBeChecked();
    expect(productRequests(fetchMock)[0]?.searchParams.get('limit')).toBe('9');
  });

  it("names a category's page after it: title, heading and breadcrumb", async () => {
    stubCatalogue();
    renderApp(`/collection?category=${CATEGORIES.footwear._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Footwear' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Footwear · Little Loom'));
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Collection' })).toHaveAttribute(
      'href',
      '/collection',
    );
    expect(within(breadcrumb).getByText('Footwear')).toHaveAttribute('aria-current', 'page');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/^Footwear at Little Loom/),
    );
  });

  it('shows the page-not-found screen for a category the shop does not have', async () => {
    stubCatalogue();
    renderApp('/collection?category=0b5e2a34-1c4d-4e5f-8a6b-7c8d9e0f1a2b');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Little Loom'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('checking a category puts it in the URL, goes back to page 1 and filters the list', async () => {
    const fetchMock = stubCatalogue();
    const user = userEvent.setup();
    const { router } = renderApp('/collection?sort=a-z&page=2');
    await screen.findByText('24 products');

    await user.click(await screen.findByRole('checkbox', { name: /^Footwear \(/ }));

    const params = new URLSearchParams(router.state.location.search);
    expect(params.getAll('category')).toEqual([CATEGORIES.footwear._id]);
    expect(params.has('page')).toBe(false);
    expect(params.get('sort')).toBe('a-z');
    expect(await screen.findByText('6 products')).toBeInTheDocument();
    expect(cardNames().every((name) => name.startsWith('Footwear'))).toBe(true);
    expect(screen.getByRole('checkbox', { name: /^Footwear \(/ })).toBeChecked();
    const last = productRequests(fetchMock).at(-1);
    expect(last?.searchParams.get('category')).toBe(CATEGORIES.footwear._id);
    expect(last?.searchParams.get('page')).toBe('1');

    // A second category is added next to the first; unticking one removes only it.
    await user.click(screen.getByRole('checkbox', { name: /^Girls \(/ }));
    expect(new URLSearchParams(router.state.location.search).getAll('category')).toEqual([
      CATEGORIES.footwear._id,
      CATEGORIES.girls._id,
    ]);
    expect(await screen.findByText('14 products')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /^Footwear \(/ }));
    expect(new URLSearchParams(router.state.location.search).getAll('category')).toEqual([
      CATEGORIES.girls._id,
    ]);
  });

  it('changing the sort puts it in the URL, goes back to page 1 and asks the server', async () => {
    const fetchMock = stubCatalogue();
    const user = userEvent.setup();
    const { router } = renderApp('/collection?page=2');
    await screen.findByText('24 products');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Price: Low to High',
    );

    expect(router.state.location.search).toBe('?sort=low-to-high');
    await waitFor(() =>
      expect(productRequests(fetchMock).at(-1)?.searchParams.get('sort')).toBe('low-to-high'),
    );
    await waitFor(() => {
      const prices = screen
        .getAllByText(/^₹/)
        .map((el) => Number((el.textContent ?? '').replace(/[₹,]/g, '')));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  });

  it('Back undoes a filter: the box unticks and the full list returns', async () => {
    stubCatalogue();
    const user = userEvent.setup();
    const { router } = renderApp('/collection');
    await screen.findByText('24 products');

    await user.click(await screen.findByRole('checkbox', { name: /^Boys \(/ }));
    expect(await screen.findByText('10 products')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('24 products')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Boys \(/ })).not.toBeChecked();
  });

  it('pages with numbered links that keep the filters, and Back returns to page 1', async () => {
    stubCatalogue();
    const user = userEvent.setup();
    const { router } = renderApp(`/collection?category=${CATEGORIES.boys._id}`);
    expect(await screen.findByText('10 products')).toBeInTheDocument();

    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pagination).getByRole('link', { name: 'Next page' }));

    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('page')).toBe('2');
    expect(params.get('category')).toBe(CATEGORIES.boys._id);
    await waitFor(() => expect(cardNames()).toEqual(['Boys Piece 10']));
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', {
        name: 'Page 2',
      }),
    ).toHaveAttribute('aria-current', 'page');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(cardNames()).toHaveLength(9));
    expect(router.state.location.search).toBe(`?category=${CATEGORIES.boys._id}`);
  });

  it('says when nothing matches and clears the filters on request', async () => {
    // No girls' pieces on the shelf: the Girls filter alone finds nothing (a search that finds
    // nothing has its own answer, search/NoResults).
    const products = makeCatalogue().filter((p) => p.category._id !== CATEGORIES.girls._id);
    stubCatalogue({ products });
    const user = userEvent.setup();
    const { router } = renderApp(`/collection?category=${CATEGORIES.girls._id}`);

    expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
    const grid = screen.getByRole('region', { name: 'Products' });
    await user.click(within(grid).getByRole('button', { name: 'Clear filters' }));

    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('16 products')).toBeInTheDocument();
  });

  it('shows the spec message when categories fail, and the products still load', async () => {
    stubCatalogue({ categoriesStatus: 500 });
    renderApp('/collection');
    expect(await screen.findByText('Failed to fetch categories')).toBeInTheDocument();
    expect(await screen.findByText('24 products')).toBeInTheDocument();
  });

  it('offers Retry when the products fail to load', async () => {
    let failing = true;
    const products = stubCatalogue();
    const fallback = products.getMockImplementation();
    stubFetch((url, init) => {
      if (failing && url.pathname === '/api/products') {
        return jsonResponse({ success: false, message: 'Database is resting' }, 503);
      }
      return fallback!(url.toString(), init);
    });
    const user = userEvent.setup();
    renderApp('/collection');

    expect(await screen.findByText('Database is resting')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('24 products')).toBeInTheDocument();
  });

  it('keeps the filters behind a "Filters" button for phones, in a sheet', async () => {
    stubCatalogue();
    const user = userEvent.setup();
    renderApp('/collection');
    await screen.findByText('24 products');
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('checkbox', { name: /^Footwear \(/ })).toBeInTheDocument();
  });

  it('puts the filters before the sort in the page, as they are shown, so focus meets them first', async () => {
    stubCatalogue();
    renderApp('/collection');
    const firstCategory = await screen.findByRole('checkbox', { name: /^Footwear \(/ });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    const products = screen.getByRole('region', { name: 'Products' });

    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    // The Filters button (phones) opens the panel right after it; the sort and then the products
    // come after the checkboxes.
    expect(follows(toggle, firstCategory)).toBe(true);
    expect(follows(firstCategory, sort)).toBe(true);
    expect(follows(sort, products)).toBe(true);
  });

  it('says in the search box that it searches name, brand and category', async () => {
    stubCatalogue();
    const user = userEvent.setup();
    renderApp('/collection');
    await screen.findByText('24 products');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('combobox', { name: 'Search products' })).toHaveAttribute(
      'placeholder',
      'Search by name, brand or category…',
    );
  });
});
