import type { SortOption } from '@littleloom/shared';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepScroll } from '../../../lib/keep-scroll';
import {
  readCollectionView,
  withCategory,
  withoutFilters,
  withSort,
  type CollectionView,
} from './collection-params';

export interface CollectionViewControls {
  view: CollectionView;
  setCategory: (categoryId: string, selected: boolean) => void;
  setSort: (sort: SortOption) => void;
  clearFilters: () => void;
}

/**
 * The collection's view from the URL, and the changes a shopper can make to it. Each change is a
 * new history entry (Back undoes it) and keeps the scroll position, so ticking a box in the
 * filter panel does not jump the page.
 *
 * The router applies URL changes as a transition, a moment after the click; a checkbox or select
 * bound straight to the URL would flick back to its old value until then. So the query a change
 * asks for is also held here and shown at once, until the URL has caught up (or moved elsewhere,
 * as with Back).
 */
export function useCollectionView(): CollectionViewControls {
  const [params, setParams] = useSearchParams();
  const [pending, setPending] = useState<URLSearchParams | null>(null);
  const [seenParams, setSeenParams] = useState(params);
  if (params !== seenParams) {
    setSeenParams(params);
    setPending(null);
  }
  const current = pending ?? params;
  const view = useMemo(() => readCollectionView(current), [current]);

  const change = useCallback(
    (next: URLSearchParams) => {
      setPending(next);
      setParams(next, { state: keepScroll() });
    },
    [setParams],
  );

  const setCategory = useCallback(
    (categoryId: string, selected: boolean) => change(withCategory(current, categoryId, selected)),
    [change, current],
  );
  const setSort = useCallback(
    (sort: SortOption) => change(withSort(current, sort)),
    [change, current],
  );
  const clearFilters = useCallback(() => change(withoutFilters(current)), [change, current]);

  return { view, setCategory, setSort, clearFilters };
}
