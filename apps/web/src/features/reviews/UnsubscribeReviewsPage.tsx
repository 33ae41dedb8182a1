import { REVIEW_UNSUBSCRIBE_MESSAGES } from '@littleloom/shared';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../lib/api';
import { buttonClass } from '../../ui/button-styles';
import { LogoMark } from '../../ui/Logo';
import { useReviewUnsubscribe } from './use-review-unsubscribe';
import { PageMeta } from '../../ui/PageMeta';

/**
 * Where the link at the foot of a review invitation leads. Opening it changes nothing (mail
 * scanners follow links): the shopper stops the invitations with the button, and the link's
 * token stands in for signing in.
 */
export function UnsubscribeReviewsPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const stop = useReviewUnsubscribe(token);
  // A link the shop did not sign stays invalid however often it is tried; anything else may pass.
  const badLink = token === '' || (stop.error instanceof ApiError && stop.error.status === 400);

  return (
    <div className="container-page flex flex-col items-center py-16 text-center sm:py-24">
      <title>Review invitations · Little Loom</title>
      <PageMeta noindex />
      <LogoMark size={72} className="-rotate-12" />
      {stop.isSuccess ? (
        <>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">Done</h1>
          <p role="status" className="mt-3 max-w-md text-lg text-ink-muted">
            {REVIEW_UNSUBSCRIBE_MESSAGES.stopped}
          </p>
        </>
      ) : (
        <>
          <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink">
            Stop review invitations?
          </h1>
          <p className="mt-3 max-w-md text-lg text-ink-muted">
            A few days after a delivery we write to ask how you found what you bought. Your order
            and delivery mails keep coming either way.
          </p>
          {stop.isError || badLink ? (
            <p role="alert" className="mt-6 max-w-md font-bold text-coral-strong">
              {badLink ? REVIEW_UNSUBSCRIBE_MESSAGES.invalidLink : errorMessage(stop.error)}
            </p>
          ) : null}
          {badLink ? null : (
            <button
              type="button"
              className={buttonClass('primary', 'mt-8 px-8')}
              disabled={stop.isPending}
              onClick={() => stop.mutate()}
            >
              {stop.isPending ? 'Stopping…' : 'Stop review invitations'}
            </button>
          )}
        </>
      )}
      <Link to="/" className={buttonClass(stop.isSuccess || badLink ? 'primary' : 'quiet', 'mt-4')}>
        Back to the shop
      </Link>
    </div>
  );
}
