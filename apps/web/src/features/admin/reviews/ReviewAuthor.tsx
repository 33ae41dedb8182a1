import type { AdminProductReview } from '@littleloom/shared';

/** Whose review: the account's name and e-mail, and the name the review shows when it differs. */
export function ReviewAuthor({ review }: { review: AdminProductReview }) {
  const { author, reviewerName } = review;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-bold break-words text-slate-900">{author.name}</span>
      <span className="truncate text-xs text-slate-500" title={author.email}>
        {author.email}
      </span>
      {reviewerName !== author.name ? (
        <span className="text-xs break-words text-slate-600">Shown as “{reviewerName}”</span>
      ) : null}
    </span>
  );
}
