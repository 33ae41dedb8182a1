import { REVIEW_MESSAGES } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../test/product-factory';
import { resetSession } from '../../test/session';
import {
  makeReview,
  openProductReviews,
  reviewsPath,
  reviewsSection,
  toastSaying,
} from './reviews-test-server';

beforeEach(() => {
  resetSession();
  toast.dismiss();
});

afterEach(() => {
  // jsdom has no scrolling; one test lends elements a way to scroll.
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('writing a review on the product page', () => {
  it('invites a guest to sign in, in a small line, and comes back with the form asked for', async () => {
    const { product, reads, user, router } = openProductReviews({}, { signedIn: false });
    const reviews = await reviewsSection();
    expect(reviews.getByText('No reviews yet.')).toBeInTheDocument();
    expect(reviews.getByText('Bought this? Be the first to review it.')).toBeInTheDocument();
    expect(reviews.queryByRole('button', { name: 'Write a review' })).toBeNull();
    const signIn = reviews.getByRole('link', { name: 'Sign in to write a review' });
    expect(signIn).toHaveAttribute('href', '/login');
    expect(reads(`${reviewsPath(product._id)}/mine`)).toBe(0);

    await user.click(signIn);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({
      from: `/product/${product._id}?review=write#reviews`,
    });
  });

  it('says quietly why a shopper who has not received the product cannot review it', async () => {
    openProductReviews({ refusal: REVIEW_MESSAGES.notBought });
    const reviews = await reviewsSection();
    expect(await reviews.findByText(REVIEW_MESSAGES.notBought)).toBeInTheDocument();
    expect(reviews.queryByRole('button', { name: 'Write a review' })).toBeNull();
    expect(reviews.queryByRole('link', { name: 'Sign in to write a review' })).toBeNull();
  });

  it('says so, with Retry, when it cannot tell whether the shopper may review', async () => {
    const product = makeProduct({ name: 'Bunny Romper' });
    const failures = {
      [`GET ${reviewsPath(product._id)}/mine`]: { status: 503, message: 'Resting a moment' },
    };
    const { reads, user } = openProductReviews({ product, failures });
    const reviews = await reviewsSection();
    const alert = await reviews.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not check whether you can review this product. Resting a moment',
    );

    delete failures[`GET ${reviewsPath(product._id)}/mine`];
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await reviews.findByRole('button', { name: 'Write a review' })).toBeInTheDocument();
    expect(reads(`${reviewsPath(product._id)}/mine`)).toBe(2);
  });

  it('checks the form with the shared messages before sending anything', async () => {
    const { product, changes, user } = openProductReviews();
    const reviews = await reviewsSection();
    await user.click(await reviews.findByRole('button', { name: 'Write a review' }));

    const form = within(reviews.getByRole('form', { name: 'Write a review' }));
    const stars = form.getByRole('radiogroup', { name: 'Your rating' });
    // Five radio buttons, named by their stars, none chosen yet.
    const radios = within(stars).getAllByRole('radio');
    expect(radios).toEqual(
      ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'].map((name) =>
        within(stars).getByRole('radio', { name }),
      ),
    );
    radios.forEach((radio) => expect(radio).not.toBeChecked());
    // The name shown starts as the first name and the last name's initial.
    expect(form.getByLabelText('Name shown')).toHaveValue('Asha R.');

    await user.clear(form.getByLabelText('Name shown'));
    await user.type(form.getByLabelText('Title'), 'ok');
    await user.type(form.getByLabelText('Review text'), 'Too short');
    await user.click(form.getByRole('button', { name: 'Post review' }));

    expect(await form.findByText(REVIEW_MESSAGES.ratingRequired)).toBeInTheDocument();
    expect(stars).toHaveAccessibleDescription(REVIEW_MESSAGES.ratingRequired);
    expect(form.getByLabelText('Title')).toHaveAccessibleDescription(REVIEW_MESSAGES.titleLength);
    expect(form.getByLabelText('Review text')).toHaveAccessibleDescription(
      REVIEW_MESSAGES.bodyLength,
    );
    expect(form.getByLabelText('Name shown')).toHaveAccessibleDescription(
      REVIEW_MESSAGES.nameLength,
    );
    expect(changes(reviewsPath(product._id))).toEqual([]);
  });

  it('posts the review, then shows it at the top as "Your review" with the new figures', async () => {
    const others = [makeReview({ title: 'Lovely colour', rating: 3 })];
    const { product, changes, user } = openProductReviews({ others });
    const reviews = await reviewsSection();
    expect(await reviews.findByText('3.0')).toBeInTheDocument();
    await user.click(await reviews.findByRole('button', { name: 'Write a review' }));
    const form = within(reviews.getByRole('form', { name: 'Write a review' }));

    await user.click(form.getByRole('radio', { name: '5 stars' }));
    await user.type(form.getByLabelText('Title'), 'Soft and roomy');
    await user.type(form.getByLabelText('Review text'), 'Washed well, and my son loves the ears.');
    await user.click(form.getByRole('button', { name: 'Post review' }));

    const mine = await reviews.findByRole('region', { name: 'Your review' });
    expect(within(mine).getByRole('heading', { name: 'Soft and roomy' })).toBeInTheDocument();
    expect(within(mine).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(within(mine).getByText(/Asha R\./)).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Helpful' })).toBeNull();
    expect(await toastSaying(REVIEW_MESSAGES.added)).toBeInTheDocument();
    expect(changes(reviewsPath(product._id))).toEqual([
      {
        method: 'POST',
        path: reviewsPath(product._id),
        body: {
          rating: 5,
          title: 'Soft and roomy',
          body: 'Washed well, and my son loves the ears.',
          reviewerName: 'Asha R.',
        },
      },
    ]);

    // The product is read again: its average and count now count this review, shown once.
    expect(await reviews.findByText('4.0')).toBeInTheDocument();
    expect(reviews.getByText('out of 5 · 2 reviews')).toBeInTheDocument();
    await waitFor(() =>
      expect(reviews.getAllByRole('heading', { name: 'Soft and roomy' })).toHaveLength(1),
    );
    expect(reviews.getByRole('heading', { name: 'Lovely colour' })).toBeInTheDocument();
    expect(reviews.queryByRole('button', { name: 'Write a review' })).toBeNull();
    // The page was updated in place, not drawn again: focus is still on the review just posted.
    expect(within(mine).getByText('Your review')).toHaveFocus();
  });

  it("says the server's refusal beside the form, and catches up once the form is closed", async () => {
    const { state, user } = openProductReviews();
    const reviews = await reviewsSection();
    await user.click(await reviews.findByRole('button', { name: 'Write a review' }));
    const form = within(reviews.getByRole('form', { name: 'Write a review' }));
    await user.click(form.getByRole('radio', { name: '2 stars' }));
    await user.type(form.getByLabelText('Title'), 'Too small');
    await user.type(form.getByLabelText('Review text'), 'It came up a size smaller than said.');
    // Sent back meanwhile, from another tab.
    state.refusal = REVIEW_MESSAGES.returned;
    await user.click(form.getByRole('button', { name: 'Post review' }));

    expect(await form.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.returned);
    expect(form.getByLabelText('Title')).toHaveValue('Too small');
    await user.click(form.getByRole('button', { name: 'Cancel' }));
    expect(await reviews.findByText(REVIEW_MESSAGES.returned)).toBeInTheDocument();
    expect(reviews.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('opens the form at once, in view, when the page is opened to rate the product', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    openProductReviews({}, { query: '?review=write#reviews' });
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await waitFor(() => expect(scrolled.mock.contexts).toContain(form));
    expect(within(form).getByRole('heading', { name: 'Write a review' })).toHaveFocus();
  });
});
