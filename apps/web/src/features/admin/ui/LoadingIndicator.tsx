import { Spinner } from '../../../ui/Spinner';

/**
 * "Loading…" with a spinner, beside a page's title while its data loads. For the eyes only: the
 * page's table is marked busy (or says it is loading) for screen readers, which this would repeat.
 */
export function LoadingIndicator() {
  return (
    <span aria-hidden="true" className="flex items-center gap-2 text-sm text-slate-600">
      <Spinner className="text-coral-strong" />
      Loading…
    </span>
  );
}
