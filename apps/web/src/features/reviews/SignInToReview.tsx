import { writeReviewPath } from '@littleloom/shared';
import { Link } from 'react-router';
import type { AuthLocationState } from '../accounts/auth-location';
import { REVIEW_WORDS } from './review-words';

/** A guest's small way in: sign in, and come back to the product with the review form open. */
export function SignInToReview({ productId }: { productId: string }) {
  const state: AuthLocationState = { from: writeReviewPath(productId) };
  return (
    <p className="text-sm text-ink-muted">
      <Link
        to="/login"
        state={state}
        className="inline-flex min-h-11 items-center font-bold text-coral-strong underline underline-offset-4 hover:text-coral-deep"
      >
        {REVIEW_WORDS.signIn}
      </Link>
    </p>
  );
}
