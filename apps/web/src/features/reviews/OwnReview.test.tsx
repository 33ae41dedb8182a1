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
  toastSaying,
} from './reviews-test-server';

beforeEach(() => {
  resetSession();
  toast.dismiss();
});

describe("the shopper's own review on the product page", () => {
  it('is edited in the form, filled with it, and shown as saved', async () => {
    const own = makeOwnReview({
      rating: 4,
      title: 'Nice romper',
      body: 'Soft, and it washed well.',
    });
    const { changes, user } = openProductReviews({ own, others: [makeReview()] });
    const reviews = await reviewsSection();
    const mine = await reviews.findByRole('region', { name: 'Your review' });
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));

    const form = within(reviews.getByRole('form', { name: 'Edit your review' }));
    expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(form.getByLabelText('Title')).toHaveValue('Nice romper');
    expect(form.getByLabelText('Review text')).toHaveValue('Soft, and it washed well.');
    expect(form.getByLabelText('Name shown')).toHaveValue('Asha R.');
    await user.click(form.getByRole('radio', { name: '2 stars' }));
    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Title'), 'Shrank in the wash');
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    const saved = await reviews.findByRole('region', { name: 'Your review' });
    expect(within(saved).getByRole('heading', { name: 'Shrank in the wash' })).toBeInTheDocument();
    expect(within(saved).getByRole('img', { name: '2 out of 5 stars' })).toBeInTheDocument();
    expect(await toastSaying(REVIEW_MESSAGES.updated)).toBeInTheDocument();
    expect(changes(`/api/reviews/${own._id}`)).toEqual([
      {
        method: 'PUT',
        path: `/api/reviews/${own._id}`,
        body: {
          rating: 2,
          title: 'Shrank in the wash',
          body: 'Soft, and it washed well.',
          reviewerName: 'Asha R.',
        },
      },
    ]);
    // The product's figures are read again: (2 + 4) / 2.
    expect(await reviews.findByText('3.0')).toBeInTheDocument();
  });

  it('is deleted only once the shopper confirms, and then may be written again', async () => {
    const own = makeOwnReview({ title: 'Nice romper' });
    const { changes, user } = openProductReviews({ own });
    const reviews = await reviewsSection();
    const mine = await reviews.findByRole('region', { name: 'Your review' });

    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    expect(within(dialog).getByRole('button', { name: 'Keep review' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(`/api/reviews/${own._id}`)).toEqual([]);

    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }));

    expect(await toastSaying(REVIEW_MESSAGES.deleted)).toBeInTheDocument();
    const write = await reviews.findByRole('button', { name: 'Write a review' });
    expect(write).toHaveFocus();
    expect(reviews.queryByRole('region', { name: 'Your review' })).toBeNull();
    expect(reviews.queryByRole('heading', { name: 'Nice romper' })).toBeNull();
    expect(await reviews.findByText('No reviews yet.')).toBeInTheDocument();
    expect(changes(`/api/reviews/${own._id}`)).toEqual([
      { method: 'DELETE', path: `/api/reviews/${own._id}`, body: undefined },
    ]);
  });

  it('says in the dialog why a delete was refused', async () => {
    const own = makeOwnReview();
    const { user } = openProductReviews({
      own,
      failures: {
        [`DELETE /api/reviews/${own._id}`]: { status: 404, message: REVIEW_MESSAGES.notFound },
      },
    });
    const mine = await (await reviewsSection()).findByRole('region', { name: 'Your review' });
    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.notFound);
  });

  it('is shown to its author when the shop hid it, with the reason, and can still be changed', async () => {
    const own = makeOwnReview({
      title: 'Call me about it',
      status: 'hidden',
      hiddenReason: 'It shares a phone number',
    });
    const { user } = openProductReviews({ own, others: [makeReview({ title: 'Lovely' })] });
    const reviews = await reviewsSection();
    const mine = await reviews.findByRole('region', { name: 'Your review' });
    expect(
      within(mine).getByText('Hidden by Little Loom: It shares a phone number'),
    ).toBeInTheDocument();
    expect(
      within(mine).getByText('Other shoppers do not see it. You can still edit or delete it.'),
    ).toBeInTheDocument();
    expect(within(mine).getByRole('heading', { name: 'Call me about it' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    // The others' list does not hold it: only its author sees it.
    expect(await reviews.findByRole('heading', { name: 'Lovely' })).toBeInTheDocument();
    expect(reviews.getAllByRole('heading', { name: 'Call me about it' })).toHaveLength(1);

    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    expect(reviews.getByRole('form', { name: 'Edit your review' })).toBeInTheDocument();
  });

  it('is shown rather than a form when the page is opened to rate a product already reviewed', async () => {
    openProductReviews({ own: makeOwnReview() }, { query: '?review=write#reviews' });
    const reviews = await reviewsSection();
    expect(await reviews.findByRole('region', { name: 'Your review' })).toBeInTheDocument();
    expect(reviews.queryByRole('form')).toBeNull();
  });
});
