import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { keepScroll } from '../../../lib/keep-scroll';

/**
 * The search text lives in the URL (`?search=`) so it survives reloads, can be shared, and the
 * collection page can filter by it. The bar is open while the parameter is present (even empty):
 * one source of truth, and closing the bar also drops the filter, so no hidden search is left
 * narrowing the list.
 */
export const SEARCH_PARAM = 'search';

/** The search bar's element id, for the header button's aria-controls. */
export const SEARCH_BAR_ID = 'site-search';

/** The search field's id, for its label and for moving focus to it from the results. */
export const SEARCH_INPUT_ID = 'site-search-input';

/** Navigation state that asks the search bar to take focus when it appears. */
export interface FocusSearchState {
  focusSearch: true;
}

export const focusSearchState: FocusSearchState = { focusSearch: true };

export function wantsSearchFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'focusSearch' in state;
}

export interface SearchBarControls {
  isOpen: boolean;
  /** The text as it is in the URL. */
  text: string;
  open: () => void;
  close: () => void;
  setText: (text: string) => void;
}

export function useSearchBar(): SearchBarControls {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const isOpen = params.has(SEARCH_PARAM);
  const text = params.get(SEARCH_PARAM) ?? '';

  const update = useCallback(
    (change: (next: URLSearchParams) => void, navState?: unknown) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          // A new search starts again from the first page of results.
          next.delete('page');
          return next;
        },
        { replace: true, state: keepScroll(navState) },
      );
    },
    [setParams],
  );

  const open = useCallback(
    () => update((next) => next.set(SEARCH_PARAM, ''), focusSearchState),
    [update],
  );
  const close = useCallback(() => update((next) => next.delete(SEARCH_PARAM)), [update]);
  const setText = useCallback(
    (value: string) => update((next) => next.set(SEARCH_PARAM, value), state),
    [update, state],
  );

  return { isOpen, text, open, close, setText };
}
