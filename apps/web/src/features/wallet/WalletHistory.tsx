import { WALLET_MESSAGES } from '@littleloom/shared';
import { Navigate, useSearchParams } from 'react-router';
import { serverMessageOr } from '../../lib/api';
import { requestedPage } from '../../lib/page-of';
import { ErrorState } from '../../ui/ErrorState';
import { pageHref } from '../catalog/collection/collection-params';
import { PageLinks } from '../catalog/PageLinks';
import { useWalletHistory } from './wallet-api';
import { WalletHistoryLine } from './WalletHistoryLine';
import { WalletHistorySkeleton } from './WalletHistorySkeleton';

/**
 * The wallet's history, newest first, 5 to a page as the server pages it; the page is kept in the
 * URL (`?page=`) so Back and a reload keep it, with Previous and Next once there are more than 5.
 */
export function WalletHistory({ headingId }: { headingId: string }) {
  const [params] = useSearchParams();
  const history = useWalletHistory(requestedPage(params));
  const reply = history.data;
  // A page past the end (an old link) shows the last page instead.
  const pastTheEnd = reply !== undefined && reply.transactions.length === 0 && reply.totalPages > 0;

  return (
    <section aria-labelledby={headingId} className="flex flex-col">
      <h3 id={headingId} className="text-lg font-bold text-ink">
        Wallet history
      </h3>
      <div className="mt-2">
        {pastTheEnd ? (
          <Navigate to={pageHref(params, reply.totalPages)} replace />
        ) : history.isSuccess ? (
          history.data.totalTransactions === 0 ? (
            <p className="rounded-2xl border border-dashed border-line px-6 py-8 text-center text-ink-muted">
              No wallet transactions yet. Money you add, spend or get back from an order shows here.
            </p>
          ) : (
            <ol
              aria-label="Wallet transactions"
              className="divide-y divide-line"
              aria-busy={history.isPlaceholderData || undefined}
            >
              {history.data.transactions.map((line) => (
                <WalletHistoryLine key={line._id} line={line} />
              ))}
            </ol>
          )
        ) : history.isError ? (
          <ErrorState
            message={serverMessageOr(history.error, WALLET_MESSAGES.historyFailed)}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        ) : (
          <WalletHistorySkeleton />
        )}
      </div>
      {reply ? <PageLinks page={reply.currentPage} pages={reply.totalPages} /> : null}
    </section>
  );
}
