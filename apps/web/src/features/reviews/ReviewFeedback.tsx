import type { ProductReview } from '@littleloom/shared';
import { useLoginRedirect } from '../accounts/use-login-redirect';
import { HelpfulButton } from './HelpfulButton';
import { ReportReviewButton } from './ReportReviewButton';

interface ReviewFeedbackProps {
  productId: string;
  review: ProductReview;
  signedIn: boolean;
}

/** Helpful and Report under another shopper's review; a guest pressing either goes to sign in. */
export function ReviewFeedback({ productId, review, signedIn }: ReviewFeedbackProps) {
  const toSignIn = useLoginRedirect();
  const onSignIn = signedIn ? null : toSignIn;
  return (
    <>
      <HelpfulButton productId={productId} reviewId={review._id} onSignIn={onSignIn} />
      <ReportReviewButton reviewId={review._id} onSignIn={onSignIn} />
    </>
  );
}
