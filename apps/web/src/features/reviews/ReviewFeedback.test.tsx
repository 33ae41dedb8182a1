import { REVIEW_MESSAGES } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../test/session';
import {
  makeOwnReview,
  makeReview,
  openProductReviews,
  reviewsSection,
} from './reviews-test-server';

beforeEach(() => {
  resetSession();
  toast.dismiss();
});

/** The review titled `title`, to look inside. */
async function reviewCard(title: string) {
  const heading = await (await reviewsSection()).findByRole('heading', { name: title });
  return within(heading.closest('article')!);
}

describe("Helpful under others' reviews", () => {
  it('counts the shopper once, then says so with the new count', async () => {
    const others = [makeReview({ title: 'Great fit', helpfulCount: 2 })];
    const { changes, user } = openProductReviews({ others });
    const card = await reviewCard('Great fit');
    expect(card.getByText('2 people found this helpful')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Helpful' }));
    expect(await card.findByText('You found this helpful')).toBeInTheDocument();
    expect(card.getByText('3 people found this helpful')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Helpful' })).toBeNull();
    expect(changes(`/api/reviews/${others[0]!._id}/helpful`)).toHaveLength(1);
  });

  it("is not offered on the shopper's own review", async () => {
    openProductReviews({
      own: makeOwnReview({ title: 'Mine' }),
      others: [makeReview({ title: 'Theirs' })],
    });
    const theirs = await reviewCard('Theirs');
    expect(theirs.getByRole('button', { name: 'Helpful' })).toBeInTheDocument();
    const reviews = await reviewsSection();
    const mine = within(await reviews.findByRole('region', { name: 'Your review' }));
    expect(mine.queryByRole('button', { name: 'Helpful' })).toBeNull();
    expect(mine.queryByRole('button', { name: 'Report' })).toBeNull();
    // The server lists it among the others too; the page shows it once, as the shopper's own.
    expect(reviews.getAllByRole('button', { name: 'Helpful' })).toHaveLength(1);
    expect(reviews.getAllByRole('heading', { name: 'Mine' })).toHaveLength(1);
  });

  it("says the server's refusal beside the button", async () => {
    const gone = makeReview({ title: 'Hidden meanwhile' });
    const { user } = openProductReviews({
      others: [gone],
      failures: {
        [`POST /api/reviews/${gone._id}/helpful`]: {
          status: 404,
          message: REVIEW_MESSAGES.notFound,
        },
      },
    });
    const card = await reviewCard('Hidden meanwhile');
    await user.click(card.getByRole('button', { name: 'Helpful' }));
    expect(await card.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.notFound);
    expect(card.getByRole('button', { name: 'Helpful' })).toBeInTheDocument();
  });
});

describe("Report under others' reviews", () => {
  it('asks for a reason in a dialog, sends it, and thanks the shopper', async () => {
    const other = makeReview({ title: 'Buy from my shop instead' });
    const { state, changes, user } = openProductReviews({ others: [other] });
    const card = await reviewCard('Buy from my shop instead');
    await user.click(card.getByRole('button', { name: 'Report' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Report this review' }));
    expect(dialog.getByLabelText('Reason')).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByText(REVIEW_MESSAGES.reasonLength)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason'), 'Shy');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(dialog.getByLabelText('Reason')).toHaveAccessibleDescription(
      REVIEW_MESSAGES.reasonLength,
    );
    expect(changes(`/api/reviews/${other._id}/report`)).toEqual([]);

    await user.type(dialog.getByLabelText('Reason'), ' of saying it is an advert');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await card.findByText('Thanks. We will look at this review.')).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card.queryByRole('button', { name: 'Report' })).toBeNull();
    expect(state.reports).toEqual([
      { reviewId: other._id, reason: 'Shy of saying it is an advert' },
    ]);
  });

  it("says the server's refusal in the dialog", async () => {
    const other = makeReview({ title: 'Rude words' });
    const { user } = openProductReviews({
      others: [other],
      failures: {
        [`POST /api/reviews/${other._id}/report`]: {
          status: 404,
          message: REVIEW_MESSAGES.notFound,
        },
      },
    });
    const card = await reviewCard('Rude words');
    await user.click(card.getByRole('button', { name: 'Report' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this review' }));
    await user.type(dialog.getByLabelText('Reason'), 'It is rude to other parents');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.notFound);
  });
});

describe('a guest pressing Helpful or Report', () => {
  it.each(['Helpful', 'Report'])(
    'goes to sign in, to come back to the review (%s)',
    async (name) => {
      const other = makeReview({ title: 'Warm enough' });
      const { product, changes, user, router } = openProductReviews(
        { others: [other] },
        { signedIn: false },
      );
      const card = await reviewCard('Warm enough');
      await user.click(card.getByRole('button', { name }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.state).toEqual({ from: `/product/${product._id}` });
      expect(changes(`/api/reviews/${other._id}/helpful`)).toEqual([]);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );
});
