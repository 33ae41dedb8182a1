import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../ui/button-styles';
import { ReportReviewDialog } from './ReportReviewDialog';
import { REVIEW_WORDS } from './review-words';

interface ReportReviewButtonProps {
  reviewId: string;
  /** For a guest: off to sign in, and back here. */
  onSignIn: (() => void) | null;
}

/** "Report" under another shopper's review, opening the dialog that asks why; then thanks. */
export function ReportReviewButton({ reviewId, onSignIn }: ReportReviewButtonProps) {
  const [asking, setAsking] = useState(false);
  const [reported, setReported] = useState(false);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  // The dialog and the button that opened it are gone: focus stays here, not at the page's top.
  useEffect(() => {
    if (reported) thanksRef.current?.focus();
  }, [reported]);
  if (reported) {
    return (
      <p
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="inline-flex min-h-11 items-center text-sm text-ink"
      >
        {REVIEW_WORDS.reported}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className={buttonClass('quiet', 'min-h-11 px-4 text-sm text-ink-muted')}
        onClick={() => (onSignIn ? onSignIn() : setAsking(true))}
      >
        {REVIEW_WORDS.report}
      </button>
      <ReportReviewDialog
        open={asking}
        reviewId={reviewId}
        onReported={() => {
          setAsking(false);
          setReported(true);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
