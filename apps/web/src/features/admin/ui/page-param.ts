import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

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
