import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { isSessionEnded, serverMessageOr } from '../admin-api';
import { adminSecondaryButtonClass } from '../ui/admin-styles';

/** ?page=N, read forgivingly: anything that is not a whole number from 1 up is page 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The page number kept in the address, so a reload or a shared link opens the same page.
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParams(params);

  const goToPage = (next: number, replace = false) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      },
      { replace },
    );
  };

  return { page, goToPage, params, setParams };
}

/**
 * A page past the end (an old link, or the last row on it gone): show the last page instead.
 * `settled` is false while an earlier page's rows stand in for the one asked for.
 */
export function useClampToLastPage(
  page: number,
  pages: number | undefined,
  settled: boolean,
  goToPage: (page: number, replace?: boolean) => void,
): void {
  useEffect(() => {
    if (pages !== undefined && settled && pages > 0 && page > pages) goToPage(pages, true);
  });
}

/**
 * A failed act, said as the spec says it, with the server's own reason underneath when it gave
 * one. Nothing is said when the session ended: the guard is already on its way to sign-in.
 */
export function toastFailure(error: unknown, fallback: string): void {
  if (isSessionEnded(error)) return;
  const detail = serverMessageOr(error, fallback);
  toast.error(fallback, detail === fallback ? {} : { description: detail });
}

interface LoadErrorProps {
  /** The spec's words for the failed load. */
  title: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

/** In place of a list that could not load: what failed, the server's reason, and Retry. */
export function LoadError({ title, error, retrying, onRetry }: LoadErrorProps) {
  const detail = serverMessageOr(error, title);
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-white p-5 text-sm"
    >
      <p>
        <span className="block font-bold text-red-800">{title}</span>
        {detail !== title ? <span className="text-slate-700">{detail}</span> : null}
      </p>
      <button
        type="button"
        className={adminSecondaryButtonClass}
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? 'Trying again…' : 'Retry'}
      </button>
    </div>
  );
}
