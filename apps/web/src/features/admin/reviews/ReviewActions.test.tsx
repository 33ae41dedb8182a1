import { MSG, REVIEW_MESSAGES } from '@littleloom/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { storeAdminSession } from '../testing';
import { makeAdminReview, sent, stubReviewsApi } from './testing';

afterEach(() => {
  localStorage.clear();
  // Sonner keeps toasts between renders; each test starts with none.
  toast.dismiss();
});

async function toasts() {
  return within(await screen.findByRole('region', { name: /notifications/i }));
}

function rowOf(title: string): HTMLElement {
  const row = screen.getByText(title).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

/** The Status column of the row (the Review cell repeats it for narrow screens). */
function statusOf(row: HTMLElement): HTMLElement {
  const cell = within(row).getAllByRole('cell')[2];
  if (!cell) throw new Error('no status cell');
  return cell;
}

const shrank = () =>
  makeAdminReview({
    title: 'Shrank in the wash',
    reviewerName: 'Meera',
    product: { _id: 'product-frock', name: 'Sequin Party Frock', colour: null },
  });

describe('acting on a review', () => {
  it('hides a review only with a reason of 5 to 300 characters, and shows it hidden with the reason', async () => {
    storeAdminSession();
    const { mock, state } = stubReviewsApi([shrank()]);
    const user = userEvent.setup();
    renderApp('/admin/reviews');

    await screen.findByText('Shrank in the wash');
    const hide = screen.getByRole('button', { name: 'Hide “Shrank in the wash” by Meera' });
    await user.click(hide);
    const dialog = screen.getByRole('dialog', { name: 'Hide “Shrank in the wash” by Meera?' });
    expect(dialog).toHaveTextContent(
      'On Sequin Party Frock. It leaves the product page and no longer counts in the product’s rating. It is kept, and you can publish it again.',
    );
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for the author' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(
      'The author sees it beside their hidden review. 0 of 300 characters.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.reasonLength);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why in 5 to 300 characters');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    // Spaces are not a reason.
    await user.type(reason, '   abc   ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Say why in 5 to 300 characters');
    expect(sent(mock, 'PUT')).toEqual([]);

    await user.clear(reason);
    await user.type(reason, '  It gives a phone number  ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));

    expect(await (await toasts()).findByText('The review is hidden')).toBeVisible();
    expect(sent(mock, 'PUT')).toEqual([
      {
        path: `/api/admin/reviews/${state.reviews[0]!._id}/hide`,
        body: { reason: 'It gives a phone number' },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = rowOf('Shrank in the wash');
    expect(statusOf(row)).toHaveTextContent('HiddenReason: It gives a phone number');
    // The same button now publishes, and has the focus back.
    expect(hide).toHaveTextContent('Publish again');
    expect(hide).toHaveAccessibleName('Publish again “Shrank in the wash” by Meera');
    await waitFor(() => expect(hide).toHaveFocus());
  });

  it('leaves a review as it was when the hiding is cancelled', async () => {
    storeAdminSession();
    const { mock } = stubReviewsApi([shrank()]);
    const user = userEvent.setup();
    renderApp('/admin/reviews');

    await user.click(
      await screen.findByRole('button', { name: 'Hide “Shrank in the wash” by Meera' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Changed my mind');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(mock, 'PUT')).toEqual([]);
    expect(statusOf(rowOf('Shrank in the wash'))).toHaveTextContent('Published');
  });

  it('publishes a hidden review again after asking, naming the reason it was hidden for', async () => {
    storeAdminSession();
    const review = makeAdminReview({
      title: 'Perfect fit',
      reviewerName: 'Asha',
      status: 'hidden',
      hiddenReason: 'It names another shopper',
      product: { _id: 'product-romper', name: 'Cotton Romper', colour: null },
    });
    const { mock } = stubReviewsApi([review]);
    const user = userEvent.setup();
    renderApp('/admin/reviews');

    await user.click(
      await screen.findByRole('button', { name: 'Publish again “Perfect fit” by Asha' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Publish “Perfect fit” by Asha again?' });
    expect(dialog).toHaveTextContent(
      'On Cotton Romper. It shows on the product page again and counts in the product’s rating.',
    );
    expect(dialog).toHaveTextContent('It was hidden because: “It names another shopper”');
    await user.click(within(dialog).getByRole('button', { name: 'Publish again' }));

    expect(await (await toasts()).findByText('The review is published')).toBeVisible();
    expect(sent(mock, 'PUT')).toEqual([
      { path: `/api/admin/reviews/${review._id}/publish`, body: undefined },
    ]);
    const row = rowOf('Perfect fit');
    expect(statusOf(row)).toHaveTextContent('Published');
    expect(statusOf(row)).not.toHaveTextContent('Reason');
    expect(within(row).getByRole('button', { name: 'Hide “Perfect fit” by Asha' })).toBeVisible();
  });

  it('replies in public, edits the reply, and removes it by emptying it', async () => {
    storeAdminSession();
    const { mock, state } = stubReviewsApi([shrank()]);
    const user = userEvent.setup();
    renderApp('/admin/reviews');
    const path = () => `/api/admin/reviews/${state.reviews[0]!._id}/reply`;

    await user.click(
      await screen.findByRole('button', { name: 'Reply to “Shrank in the wash” by Meera' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Reply to “Shrank in the wash” by Meera' });
    expect(dialog).toHaveTextContent(
      'On Sequin Party Frock. Your reply shows under the review on the product page, as “Reply from Little Loom”.',
    );
    let field = within(dialog).getByRole('textbox', { name: 'Reply' });
    expect(field).toHaveAccessibleDescription(
      'Shown to everyone under the review. You can edit or remove it later. 0 of 1000 characters.',
    );
    // Nothing to post.
    await user.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Write a reply of 1 to 1000 characters',
    );
    expect(sent(mock, 'PUT')).toEqual([]);

    await user.type(field, 'Sorry, Meera. Write to us for an exchange.');
    await user.click(within(dialog).getByRole('button', { name: 'Post reply' }));
    expect(await (await toasts()).findByText('Your reply is shown under the review')).toBeVisible();
    expect(sent(mock, 'PUT').at(-1)).toEqual({
      path: path(),
      body: { reply: 'Sorry, Meera. Write to us for an exchange.' },
    });
    const row = rowOf('Shrank in the wash');
    expect(row).toHaveTextContent('Reply from Little Loom');
    expect(row).toHaveTextContent('Sorry, Meera. Write to us for an exchange.');

    const edit = within(row).getByRole('button', {
      name: 'Edit reply to “Shrank in the wash” by Meera',
    });
    await user.click(edit);
    dialog = screen.getByRole('dialog', {
      name: 'Edit your reply to “Shrank in the wash” by Meera',
    });
    field = within(dialog).getByRole('textbox', { name: 'Reply' });
    expect(field).toHaveValue('Sorry, Meera. Write to us for an exchange.');
    expect(field).toHaveAccessibleDescription(/Leave it empty to remove the reply\./);
    await user.clear(field);
    await user.type(field, 'Sorry, Meera. We have mailed you.');
    await user.click(within(dialog).getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(row).toHaveTextContent('Sorry, Meera. We have mailed you.'));
    expect(sent(mock, 'PUT').at(-1)?.body).toEqual({ reply: 'Sorry, Meera. We have mailed you.' });

    await user.click(edit);
    dialog = screen.getByRole('dialog', {
      name: 'Edit your reply to “Shrank in the wash” by Meera',
    });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Reply' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove reply' }));
    expect(await (await toasts()).findByText('Your reply is removed')).toBeVisible();
    expect(sent(mock, 'PUT').at(-1)).toEqual({ path: path(), body: { reply: '' } });
    await waitFor(() => expect(row).not.toHaveTextContent('Reply from Little Loom'));
    expect(edit).toHaveAccessibleName('Reply to “Shrank in the wash” by Meera');
    expect(state.reviews[0]?.shopReply).toBeNull();
  });

  it('says in the dialog why the server refused, keeps what was typed, and shows the review as it now is', async () => {
    storeAdminSession();
    const { mock, state } = stubReviewsApi([shrank()], {
      override: (url, init) => {
        if (init?.method === 'PUT' && url.pathname.endsWith('/hide')) {
          // Another admin hid it a moment before.
          Object.assign(state.reviews[0]!, { status: 'hidden', hiddenReason: 'Spam' });
          return jsonResponse({ success: false, message: REVIEW_MESSAGES.alreadyHidden }, 409);
        }
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/reviews');

    await user.click(
      await screen.findByRole('button', { name: 'Hide “Shrank in the wash” by Meera' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'It gives a phone number');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not hide the review');
    expect(alert).toHaveTextContent('The review is hidden already');
    expect(within(dialog).getByRole('textbox')).toHaveValue('It gives a phone number');
    expect(sent(mock, 'PUT')).toHaveLength(1);
    // Read again behind the dialog.
    await waitFor(() =>
      expect(statusOf(rowOf('Shrank in the wash'))).toHaveTextContent('HiddenReason: Spam'),
    );
  });

  it('says when the server could not be reached', async () => {
    storeAdminSession();
    stubReviewsApi(
      [makeAdminReview({ title: 'Perfect fit', reviewerName: 'Asha', status: 'hidden' })],
      {
        override: (url, init) =>
          init?.method === 'PUT' ? Promise.reject(new TypeError('Failed to fetch')) : undefined,
      },
    );
    const user = userEvent.setup();
    renderApp('/admin/reviews');

    await user.click(
      await screen.findByRole('button', { name: 'Publish again “Perfect fit” by Asha' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Publish again' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Could not publish the review');
    expect(alert).toHaveTextContent(MSG.networkError);
    expect(statusOf(rowOf('Perfect fit'))).toHaveTextContent('Hidden');
  });
});
