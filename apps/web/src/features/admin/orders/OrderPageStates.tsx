import { ADMIN_ORDER_MESSAGES } from '@littleloom/shared';
import { Link } from 'react-router';
import { LoadError } from '../ui/LoadError';
import { adminSecondaryButtonClass } from '../ui/admin-styles';
import { isOrderMissing } from './use-admin-order';

/** Said instead of an order's screen when there is nothing to show (back-office.md §2). */
export function OrderMissing({ message, detail }: { message: string; detail: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-6 py-12 text-center">
      <h1 className="text-xl font-bold text-slate-900">{message}</h1>
      <p className="mt-2 text-sm text-slate-600">{detail}</p>
      <Link to="/admin/orders" className={`${adminSecondaryButtonClass} mt-6`}>
        Back to orders
      </Link>
    </div>
  );
}

interface OrderLoadStateProps {
  /** The failed read, or null while it runs. */
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
  /** For screen readers while loading ("Loading the order…"). */
  loadingLabel: string;
}

/**
 * An order's screen before it has its order: still blocks while it loads, 'Order not found.' when
 * there is none, the spec's words and Retry when the read failed.
 */
export function OrderLoadState({ error, retrying, onRetry, loadingLabel }: OrderLoadStateProps) {
  if (error && isOrderMissing(error)) {
    return (
      <OrderMissing
        message={ADMIN_ORDER_MESSAGES.notFound}
        detail="There is no order at this address. It may have been mistyped."
      />
    );
  }
  if (error) {
    return (
      <LoadError
        title={ADMIN_ORDER_MESSAGES.fetchFailed}
        error={error}
        retrying={retrying}
        onRetry={onRetry}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {loadingLabel}
      </p>
      <div aria-hidden="true" className="h-8 w-64 max-w-full animate-pulse rounded bg-slate-200" />
      <div aria-hidden="true" className="h-48 animate-pulse rounded-xl bg-slate-200/70" />
      <div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-slate-200/70" />
    </div>
  );
}
