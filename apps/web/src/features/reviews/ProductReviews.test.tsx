import type { ProductReview } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, requestedUrls, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-app';
import { MODERATION_NOTE, ProductReviews } from './ProductReviews';
import { makeReview } from './reviews-test-server';

const review = (n: number, extra: Partial<ProductReview> = {}): ProductReview =>
  makeReview({
    _id: `r${n}`,
    rating: 5,
    title: `Review ${n}`,
    reviewerName: `Parent ${n}`,
    ...extra,
  });

/** Seven reviews: five on the first page, two on the second; most helpful first when asked. */
function stubReviews() {
  const all = Array.from({ length: 7 }, (_, i) => review(i + 1, { helpfulCount: i }));
  return stubFetch((url) => {
    const page = Number(url.searchParams.get('page'));
    const sorted = url.searchParams.get('sort') === 'helpful' ? [...all].reverse() : all;
    return jsonResponse({
      success: true,
      reviews: sorted.slice((page - 1) * 5, page * 5),
      page,
      pages: 2,
      averageRating: 4.1,
      reviewCount: 7,
      starCounts: [
        { stars: 1, count: 1 },
        { stars: 2, count: 0 },
        { stars: 3, count: 1 },
        { stars: 4, count: 1 },
        { stars: 5, count: 4 },
      ],
    });
  });
}

describe('the reviews on a product page', () => {
  it('says there are none and invites the first, without asking the server', () => {
    const fetchMock = stubReviews();
    renderWithProviders(<ProductReviews productId="p1" averageRating={null} reviewCount={0} />);
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.getByText('Bought this? Be the first to review it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to write a review' })).toBeInTheDocument();
    expect(screen.getByText(MODERATION_NOTE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the average, a bar per star, and five reviews a page with their size and the reply', async () => {
    stubReviews();
    const user = userEvent.setup();
    renderWithProviders(<ProductReviews productId="p1" averageRating={4.1} reviewCount={7} />);

    expect(screen.getByText('4.1')).toBeInTheDocument();
    expect(screen.getByText('out of 5 · 7 reviews')).toBeInTheDocument();
    const bars = await screen.findByRole('list', { name: 'Reviews by stars' });
    await waitFor(() =>
      expect(
        within(bars)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['5 stars4', '4 stars1', '3 stars1', '2 stars0', '1 star1']),
    );
    expect(await screen.findByRole('heading', { name: 'Review 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getAllByText('Verified purchase')).toHaveLength(5);
    expect(screen.getByText(/Parent 1 · 20 Nov 2026 · Size 3-4Y/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Review 6' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('sorts by most helpful from the first page', async () => {
    const fetchMock = stubReviews();
    const user = userEvent.setup();
    renderWithProviders(<ProductReviews productId="p1" averageRating={4.1} reviewCount={7} />);
    await screen.findByRole('heading', { name: 'Review 1' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Most helpful');
    expect(await screen.findByRole('heading', { name: 'Review 7' })).toBeInTheDocument();
    expect(screen.getByText('6 people found this helpful')).toBeInTheDocument();
    const last = requestedUrls(fetchMock).at(-1);
    expect(last?.pathname).toBe('/api/products/p1/reviews');
    expect(Object.fromEntries(last?.searchParams ?? [])).toEqual({ page: '1', sort: 'helpful' });
  });

  it('shows the shop’s reply under a review', async () => {
    stubFetch(() =>
      jsonResponse({
        success: true,
        reviews: [review(1, { shopReply: 'Thank you for shopping with us!' })],
        page: 1,
        pages: 1,
        averageRating: 5,
        reviewCount: 1,
        starCounts: [1, 2, 3, 4, 5].map((stars) => ({ stars, count: stars === 5 ? 1 : 0 })),
      }),
    );
    renderWithProviders(<ProductReviews productId="p1" averageRating={5} reviewCount={1} />);
    expect(await screen.findByText('Reply from Little Loom')).toBeInTheDocument();
    expect(screen.getByText('Thank you for shopping with us!')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of reviews' })).toBeNull();
  });
});
