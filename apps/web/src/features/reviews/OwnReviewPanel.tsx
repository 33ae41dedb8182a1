import type { OwnReviewState } from '@littleloom/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '../../lib/api';
import { buttonClass } from '../../ui/button-styles';
import { OwnReviewCard } from './OwnReviewCard';
import { ReviewForm } from './ReviewForm';
import { asksToWriteReview } from './review-paths';
import { SignInToReview } from './SignInToReview';
import { WriteReviewButton } from './WriteReviewButton';

interface OwnReviewPanelProps {
  productId: string;
  signedIn: boolean;
  /** The shopper's own review, or whether they may write one (own-review-query.ts). */
  own: UseQueryResult<OwnReviewState>;
}

/** Which form is open: none, a new review, or the shopper's own one being edited. */
type Writing = 'closed' | 'new' | 'edit';

/**
 * What the shopper can do about reviewing the product: a guest is offered sign-in; a buyer writes
 * a review; an author sees theirs, with Edit and Delete; anyone else is told, quietly, why they
 * cannot review it (in the server's words). Arriving with ?review=write (from "Rate this" or the
 * invitation mail) opens the form at once, when the server allows one.
 */
export function OwnReviewPanel({ productId, signedIn, own }: OwnReviewPanelProps) {
  const asked = asksToWriteReview(useLocation());
  // Until the shopper opens or closes a form, the address decides.
  const [chosen, setChosen] = useState<Writing | null>(null);
  // A form or a review has just gone: focus goes to what took its place, not the top of the page.
  const [returning, setReturning] = useState(false);

  if (!signedIn) return <SignInToReview productId={productId} />;
  if (own.isPending) return <div aria-busy="true" className="min-h-11" />;
  if (own.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-ink">
        <p>We could not check whether you can review this product. {errorMessage(own.error)}</p>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={own.isFetching}
          onClick={() => void own.refetch()}
        >
          Retry
        </button>
      </div>
    );
  }

  const { review, canReview, cannotReviewReason } = own.data;
  const writing = chosen ?? (asked && canReview ? 'new' : 'closed');
  const open = (next: Writing) => {
    setReturning(next === 'closed');
    setChosen(next);
  };
  const close = () => open('closed');

  if (review) {
    return writing === 'edit' ? (
      <ReviewForm productId={productId} review={review} onDone={close} onCancel={close} />
    ) : (
      <OwnReviewCard
        productId={productId}
        review={review}
        focusOnShow={returning}
        onEdit={() => open('edit')}
        onDeleted={close}
      />
    );
  }
  if (!canReview) {
    return cannotReviewReason ? (
      <p className="text-sm text-ink-muted">{cannotReviewReason}</p>
    ) : null;
  }
  if (writing === 'new') {
    return (
      <ReviewForm
        productId={productId}
        scrollIntoView={chosen === null}
        onDone={close}
        onCancel={close}
      />
    );
  }
  return <WriteReviewButton focusOnShow={returning} onClick={() => open('new')} />;
}
