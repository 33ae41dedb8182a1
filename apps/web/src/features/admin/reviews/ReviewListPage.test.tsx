import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { requestedUrls } from '../../../test/fetch-stub';
import { makeProduct } from '../../../test/product-factory';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../testing';
import { makeAdminReview, stubReviewsApi } from './testing';

afterEach(() => {
  localStorage.clear();
  // Sonner keeps toasts between renders; each test starts with none.
  toast.dismiss();
});

async function reviewsTable() {
  return screen.findByRole('table', { name: 'Reviews, newest first' });
}

function rowOf(title: string): HTMLElement {
  const row = screen.getByText(title).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

/** The cell of `row` under the column headed `header`. */
function cellOf(row: HTMLElement, header: string): HTMLElement {
  const table = row.closest('table');
  if (!table) throw new Error('row outside a table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const cell = within(row).getAllByRole('cell')[headers.indexOf(header)];
  if (!cell) throw new Error(`no ${header} cell`);
  return cell;
}

function listCalls(mock: ReturnType<typeof stubReviewsApi>['mock']): URL[] {
  return requestedUrls(mock).filter((u) => u.pathname === '/api/admin/reviews');
}

const manyReviews = (count: number) =>
  Array.from({ length: count }, (_, i) => makeAdminReview({ title: `Review number ${count - i}` }));

describe('the list of reviews', () => {
  it('shows each review whole: stars, words, product, author, status, votes, reports and reply', async () => {
    storeAdminSession();
    const { mock } = stubReviewsApi([
      makeAdminReview({
        rating: 2,
        title: 'Shrank in the wash',
        body: 'Lost a size after one wash.\nColour held up.',
        reviewerName: 'Meera',
        size: '3-4Y',
        createdAt: '2026-03-04T06:00:00.000Z',
        product: {
          _id: 'product-frock',
          name: 'Sequin Party Frock',
          colour: { name: 'Rose', hex: '#e8a0b0' },
        },
        author: { name: 'Meera Iyer', email: 'meera@example.com' },
        helpfulCount: 3,
        reportCount: 2,
        reports: [
          { reason: 'Has a phone number in it', createdAt: '2026-03-04T08:00:00.000Z' },
          { reason: 'Not about this frock', createdAt: '2026-03-05T08:00:00.000Z' },
        ],
        shopReply: 'Sorry to hear it; write to us for an exchange.',
        shopRepliedAt: '2026-03-05T10:00:00.000Z',
      }),
      makeAdminReview({
        rating: 5,
        title: 'Perfect fit',
        reviewerName: 'Asha Rao',
        author: { name: 'Asha Rao', email: 'asha@example.com' },
        status: 'hidden',
        hiddenReason: 'It names another shopper',
        helpfulCount: 1,
      }),
    ]);
    renderApp('/admin/reviews');

    const table = await reviewsTable();
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Review', 'Author', 'Status', 'Helpful and reports', 'Actions']);
    await within(table).findByText('Shrank in the wash');

    const meera = rowOf('Shrank in the wash');
    const review = cellOf(meera, 'Review');
    expect(within(review).getByRole('img', { name: '2 out of 5 stars' })).toBeInTheDocument();
    expect(within(review).getByText(/Lost a size after one wash\./)).toHaveTextContent(
      'Lost a size after one wash. Colour held up.',
    );
    expect(within(review).getByRole('link', { name: 'Sequin Party Frock — Rose' })).toHaveAttribute(
      'href',
      '/admin/products/edit/product-frock',
    );
    expect(review).toHaveTextContent('4 Mar 2026 · Size 3-4Y');
    expect(review).toHaveTextContent(
      'Reply from Little Loom · 5 Mar 2026Sorry to hear it; write to us for an exchange.',
    );
    expect(cellOf(meera, 'Author')).toHaveTextContent(
      'Meera Iyermeera@example.comShown as “Meera”',
    );
    expect(cellOf(meera, 'Status')).toHaveTextContent('Published');
    const feedback = cellOf(meera, 'Helpful and reports');
    expect(feedback).toHaveTextContent('3 found it helpful');
    expect(feedback).toHaveTextContent('2 reports');
    expect(
      within(feedback)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Has a phone number in it · 4 Mar 2026', 'Not about this frock · 5 Mar 2026']);
    expect(
      within(meera).getByRole('button', { name: 'Hide “Shrank in the wash” by Meera' }),
    ).toHaveTextContent('Hide');
    expect(
      within(meera).getByRole('button', { name: 'Edit reply to “Shrank in the wash” by Meera' }),
    ).toHaveTextContent('Edit reply');

    const asha = rowOf('Perfect fit');
    // The name shown is the account's own: said once.
    expect(cellOf(asha, 'Author')).not.toHaveTextContent('Shown as');
    expect(cellOf(asha, 'Status')).toHaveTextContent('HiddenReason: It names another shopper');
    expect(within(cellOf(asha, 'Status')).getByText('Hidden')).toHaveClass('bg-red-50');
    expect(cellOf(asha, 'Helpful and reports')).toHaveTextContent('1 found it helpful');
    expect(cellOf(asha, 'Helpful and reports')).toHaveTextContent('No reports');
    expect(cellOf(asha, 'Review')).not.toHaveTextContent('Reply from Little Loom');
    expect(
      within(asha).getByRole('button', { name: 'Publish again “Perfect fit” by Asha Rao' }),
    ).toBeVisible();
    expect(
      within(asha).getByRole('button', { name: 'Reply to “Perfect fit” by Asha Rao' }),
    ).toHaveTextContent('Reply');

    expect(screen.getByText(/^Showing/).closest('p')).toHaveTextContent('Showing 1–2 of 2 reviews');
    const [url] = listCalls(mock);
    expect([...(url?.searchParams.entries() ?? [])]).toEqual([['page', '1']]);
    const [, init] =
      mock.mock.calls.find(([input]) => String(input).startsWith('/api/admin/reviews')) ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer .+\..+\..+$/);
  });

  it('pages through twenty at a time with the page in the address', async () => {
    storeAdminSession();
    const { mock } = stubReviewsApi(manyReviews(23));
    const user = userEvent.setup();
    const { router } = renderApp('/admin/reviews');

    await screen.findByText('Review number 23');
    expect(screen.getAllByRole('button', { name: /^Hide / })).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 1 of 2')).toBeVisible();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Review number 3')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Hide / })).toHaveLength(3);
    expect(router.state.location.search).toBe('?page=2');
    expect(listCalls(mock).at(-1)?.searchParams.get('page')).toBe('2');
  });

  it('keeps every filter in the address and asks the server for it, back on page 1 after each', async () => {
    storeAdminSession();
    const frock = makeProduct({ name: 'Sequin Party Frock', brand: 'Hopscotch' });
    const romper = makeProduct({ name: 'Cotton Romper', brand: 'Little Loom' });
    const reviews = [
      ...manyReviews(21),
      makeAdminReview({
        title: 'Sequins fell off',
        rating: 2,
        status: 'hidden',
        hiddenReason: 'Abusive words',
        reportCount: 1,
        reports: [{ reason: 'Rude', createdAt: '2026-03-04T08:00:00.000Z' }],
        product: { _id: frock._id, name: frock.name, colour: frock.colour },
      }),
      makeAdminReview({
        title: 'Itchy seams',
        rating: 2,
        status: 'hidden',
        hiddenReason: 'Abusive words',
        product: { _id: frock._id, name: frock.name, colour: frock.colour },
      }),
    ];
    const { mock } = stubReviewsApi(reviews, { products: [frock, romper] });
    const user = userEvent.setup();
    const { router } = renderApp('/admin/reviews?page=2');

    await screen.findByText('Itchy seams');
    const rating = screen.getByRole('combobox', { name: 'Rating' });
    expect(
      within(rating)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any rating', '5 stars', '4 stars', '3 stars', '2 stars', '1 star']);
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Published', 'Hidden']);

    await user.selectOptions(rating, '2 stars');
    await waitFor(() => expect(router.state.location.search).toBe('?rating=2'));
    expect(await screen.findByText('Sequins fell off')).toBeVisible();
    expect(listCalls(mock).at(-1)?.searchParams.toString()).toBe('page=1&rating=2');

    await user.selectOptions(status, 'Hidden');
    await waitFor(() => expect(router.state.location.search).toBe('?rating=2&status=hidden'));
    expect(listCalls(mock).at(-1)?.searchParams.toString()).toBe('page=1&rating=2&status=hidden');

    await user.click(screen.getByRole('checkbox', { name: 'Reported only' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?rating=2&status=hidden&reported=true'),
    );
    await waitFor(() => expect(screen.queryByText('Itchy seams')).not.toBeInTheDocument());
    expect(screen.getByText('Sequins fell off')).toBeVisible();
    expect(listCalls(mock).at(-1)?.searchParams.get('reported')).toBe('true');

    // The product, found with the back office's product picker.
    const productSelect = screen.getByRole('combobox', { name: 'Product' });
    expect(productSelect).toHaveValue('');
    expect(within(productSelect).getAllByRole('option')[0]).toHaveTextContent('All products');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'sequin');
    await waitFor(() =>
      expect(
        within(productSelect)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All products', 'Sequin Party Frock (Hopscotch)']),
    );
    await user.selectOptions(productSelect, 'Sequin Party Frock (Hopscotch)');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        `?rating=2&status=hidden&reported=true&product=${frock._id}`,
      ),
    );
    await waitFor(() =>
      expect(listCalls(mock).at(-1)?.searchParams.get('productId')).toBe(frock._id),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Reported only' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?rating=2&status=hidden&product=${frock._id}`),
    );
    expect(await screen.findByText('Itchy seams')).toBeVisible();
    expect(listCalls(mock).at(-1)?.searchParams.has('reported')).toBe(false);

    await user.selectOptions(productSelect, 'All products');
    await user.selectOptions(rating, 'Any rating');
    await user.selectOptions(status, 'All');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Review number 21')).toBeVisible();
  });

  it('opens with the filters the address names, the product by its name, and says when nothing matches', async () => {
    storeAdminSession();
    const frock = makeProduct({ name: 'Sequin Party Frock', brand: 'Hopscotch' });
    stubReviewsApi([makeAdminReview({ title: 'Perfect fit', rating: 5 })], {
      products: [frock],
    });
    const user = userEvent.setup();
    const { router } = renderApp(
      `/admin/reviews?rating=1&status=published&reported=true&product=${frock._id}`,
    );

    expect(await screen.findByText('No reviews match these filters.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Rating' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('published');
    expect(screen.getByRole('checkbox', { name: 'Reported only' })).toBeChecked();
    const productSelect = screen.getByRole('combobox', { name: 'Product' });
    await waitFor(() =>
      expect(within(productSelect).getByRole('option', { selected: true })).toHaveTextContent(
        'Sequin Party Frock (Hopscotch)',
      ),
    );
    expect(productSelect).toHaveValue(frock._id);

    await user.click(screen.getByRole('button', { name: 'Show all reviews' }));
    expect(await screen.findByText('Perfect fit')).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('checkbox', { name: 'Reported only' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('');
  });

  it('reads nonsense in the address as no filter', async () => {
    storeAdminSession();
    const { mock } = stubReviewsApi([makeAdminReview({ title: 'Perfect fit' })]);
    renderApp('/admin/reviews?rating=9&status=deleted&reported=yes');

    expect(await screen.findByText('Perfect fit')).toBeVisible();
    expect(listCalls(mock).at(-1)?.searchParams.toString()).toBe('page=1');
    expect(screen.getByRole('combobox', { name: 'Rating' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('says so when no buyer has reviewed anything yet', async () => {
    storeAdminSession();
    stubReviewsApi([]);
    renderApp('/admin/reviews');
    expect(
      await screen.findByText(
        'No reviews yet. They appear here as soon as a buyer reviews a delivered product.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says the list could not load, with the server’s words, and tries again', async () => {
    storeAdminSession();
    let fail = true;
    stubReviewsApi([makeAdminReview({ title: 'Perfect fit' })], {
      override: (url) =>
        fail && url.pathname === '/api/admin/reviews'
          ? new Response(JSON.stringify({ success: false, message: 'Database is resting' }), {
              status: 500,
              headers: { 'Content-Type': 'application/json' },
            })
          : undefined,
    });
    const user = userEvent.setup();
    renderApp('/admin/reviews');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the reviews');
    expect(alert).toHaveTextContent('Database is resting');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Perfect fit')).toBeVisible();
  });
});
