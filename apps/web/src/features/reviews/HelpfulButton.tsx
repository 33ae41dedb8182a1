import { errorMessage } from '../../lib/api';
import { buttonClass } from '../../ui/button-styles';
import { endedSession } from '../accounts/auth-fetch';
import { useHelpfulVote } from './use-helpful-vote';
import { REVIEW_WORDS } from './review-words';

interface HelpfulButtonProps {
  productId: string;
  reviewId: string;
  /** For a guest: off to sign in, and back here. */
  onSignIn: (() => void) | null;
}

/**
 * "Helpful" under another shopper's review. Once the server has counted the vote it says so; the
 * review's new count shows above it. A refusal is said beside the button.
 */
export function HelpfulButton({ productId, reviewId, onSignIn }: HelpfulButtonProps) {
  const vote = useHelpfulVote(productId, reviewId);
  if (vote.isSuccess) {
    return (
      <p
        role="status"
        className="inline-flex min-h-11 items-center text-sm font-bold text-mint-strong"
      >
        {REVIEW_WORDS.votedHelpful}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', 'min-h-11 px-4 text-sm')}
        disabled={vote.isPending}
        aria-busy={vote.isPending || undefined}
        onClick={() => (onSignIn ? onSignIn() : vote.mutate())}
      >
        {REVIEW_WORDS.helpful}
      </button>
      {vote.isError && !endedSession(vote.error) ? (
        <p role="alert" className="text-sm font-bold text-coral-strong">
          {errorMessage(vote.error)}
        </p>
      ) : null}
    </>
  );
}
