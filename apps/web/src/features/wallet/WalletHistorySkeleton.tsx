import { PAGE_SIZE } from '@littleloom/shared';
import { LoadingShape } from '../../ui/LoadingShape';

/** Five still lines the size of the history's, so nothing moves when it arrives. */
export function WalletHistorySkeleton() {
  return (
    <LoadingShape label="Loading your wallet history" className="divide-y divide-line">
      {Array.from({ length: PAGE_SIZE.walletHistory }, (_, index) => (
        <div key={index} className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-2 py-4">
          <span className="h-5 w-48 max-w-full rounded bg-cream" />
          <span className="h-5 w-20 rounded bg-cream" />
          <span className="h-4 w-32 rounded bg-cream" />
          <span className="h-4 w-24 rounded bg-cream" />
        </div>
      ))}
    </LoadingShape>
  );
}
