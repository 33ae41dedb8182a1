import { productDisplayName, type AdminProductReview } from '@littleloom/shared';
import { Link } from 'react-router';
import { adminRowButtonClass, adminTextLinkClass } from '../ui/admin-styles';
import type { ReviewAct } from './review-acts';
import { reviewDay, reviewName } from './review-admin-messages';
import { ReviewAuthor } from './ReviewAuthor';
import { ReviewFeedback } from './ReviewFeedback';
import { ReviewStars } from './ReviewStars';
import { ReviewStatusNote } from './ReviewStatusNote';

interface ReviewRowProps {
  review: AdminProductReview;
  onAct: (act: ReviewAct) => void;
}

/**
 * One review in the list: the product it is about (a link to edit it), its stars, title, text,
 * date and size, the shop's reply, whose it is, its status, and what shoppers made of it. On
 * phones the row is a card: the first cell carries the columns hidden there, and the buttons
 * follow it in a line of their own (both cells are blocks there, in the table's one column).
 */
export function ReviewRow({ review, onAct }: ReviewRowProps) {
  const hidden = review.status === 'hidden';
  const named = reviewName(review);
  return (
    <tr className="hover:bg-slate-50/70">
      <td className="block px-3 pt-3 pb-2 align-top sm:table-cell sm:px-4 sm:pb-3">
        <Link
          to={`/admin/products/edit/${review.product._id}`}
          className={`${adminTextLinkClass} text-xs font-bold break-words text-slate-600 underline decoration-slate-300 underline-offset-2 hover:text-slate-900 hover:decoration-slate-600`}
        >
          {productDisplayName(review.product)}
        </Link>
        <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <ReviewStars rating={review.rating} />
          <span className="font-bold break-words text-slate-900">{review.title}</span>
        </span>
        <p className="mt-1 break-words whitespace-pre-line text-slate-700">{review.body}</p>
        <p className="mt-1 text-xs text-slate-500">
          <time dateTime={review.createdAt}>{reviewDay(review.createdAt)}</time> · Size{' '}
          {review.size}
        </p>
        {/* The hidden columns, for narrow screens. */}
        <span className="mt-2 block md:hidden">
          <ReviewAuthor review={review} />
        </span>
        <span className="mt-2 block sm:hidden">
          <ReviewStatusNote review={review} />
        </span>
        <span className="mt-2 block xl:hidden">
          <ReviewFeedback review={review} />
        </span>
        {review.shopReply ? (
          <div className="mt-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
            <p className="text-xs font-bold text-slate-700">
              Reply from Little Loom
              {review.shopRepliedAt ? (
                <span className="font-normal text-slate-500">
                  {' '}
                  · <time dateTime={review.shopRepliedAt}>{reviewDay(review.shopRepliedAt)}</time>
                </span>
              ) : null}
            </p>
            <p className="mt-0.5 break-words whitespace-pre-line text-slate-700">
              {review.shopReply}
            </p>
          </div>
        ) : null}
      </td>
      <td className="hidden px-3 py-3 align-top sm:px-4 md:table-cell">
        <ReviewAuthor review={review} />
      </td>
      <td className="hidden px-3 py-3 align-top sm:table-cell sm:px-4">
        <ReviewStatusNote review={review} />
      </td>
      <td className="hidden px-3 py-3 align-top sm:px-4 xl:table-cell">
        <ReviewFeedback review={review} />
      </td>
      <td className="block px-3 pb-3 align-top sm:table-cell sm:px-4 sm:pt-3 sm:text-right">
        <div className="flex flex-wrap gap-2 sm:flex-col sm:items-end sm:gap-1.5">
          {/*
            One button that changes its act, so focus goes back to it once the act is done. Not
            disabled while an act runs: its dialog holds the page, and a disabled button could not
            take the focus back.
          */}
          <button
            type="button"
            onClick={() => onAct({ kind: hidden ? 'publish' : 'hide', review })}
            aria-label={hidden ? `Publish again ${named}` : `Hide ${named}`}
            className={hidden ? adminRowButtonClass.neutral : adminRowButtonClass.destructive}
          >
            {hidden ? 'Publish again' : 'Hide'}
          </button>
          <button
            type="button"
            onClick={() => onAct({ kind: 'reply', review })}
            aria-label={review.shopReply ? `Edit reply to ${named}` : `Reply to ${named}`}
            className={adminRowButtonClass.neutral}
          >
            {review.shopReply ? 'Edit reply' : 'Reply'}
          </button>
        </div>
      </td>
    </tr>
  );
}
