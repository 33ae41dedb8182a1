import type { SortOption } from '@littleloom/shared';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepScroll } from '../../../lib/keep-scroll';
import {
  readCollectionView,
  withCategory,
  withFilterChange,
  withFlag,
  withoutFilters,
  withPrice,
  withSort,
  withValue,
  type CollectionFilters,
  type CollectionView,
  type FlagFilter,
  type ValueFilter,
} from './collection-params';

export interface CollectionViewControls {
  view: CollectionView;
  setCategory: (categoryId: string, selected: boolean) => void;
  /** Any filters at once (a chip's removal); the others stay. */
  changeFilters: (filters: Partial<CollectionFilters>) => void;
  setValue: (filter: ValueFilter, value: string, selected: boolean) => void;
  /** Rupees; null leaves that side open. */
  setPrice: (minPrice: number | null, maxPrice: number | null) => void;
  setFlag: (flag: FlagFilter, on: boolean) => void;
  setSort: (sort: SortOption) => void;
  /** Every filter off; the search and the order stay. */
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
      // The same view again (a handle let go where it was) is no new step for Back.
      if (next.toString() === current.toString()) return;
      setPending(next);
      setParams(next, { state: keepScroll() });
    },
    [setParams, current],
  );

  const setCategory = useCallback(
    (categoryId: string, selected: boolean) => change(withCategory(current, categoryId, selected)),
    [change, current],
  );
  const changeFilters = useCallback(
    (filters: Partial<CollectionFilters>) => change(withFilterChange(current, filters)),
    [change, current],
  );
  const setValue = useCallback(
    (filter: ValueFilter, value: string, selected: boolean) =>
      change(withValue(current, filter, value, selected)),
    [change, current],
  );
  const setPrice = useCallback(
    (minPrice: number | null, maxPrice: number | null) =>
      change(withPrice(current, minPrice, maxPrice)),
    [change, current],
  );
  const setFlag = useCallback(
    (flag: FlagFilter, on: boolean) => change(withFlag(current, flag, on)),
    [change, current],
  );
  const setSort = useCallback(
    (sort: SortOption) => change(withSort(current, sort)),
    [change, current],
  );
  const clearFilters = useCallback(() => change(withoutFilters(current)), [change, current]);

  return {
    view,
    setCategory,
    changeFilters,
    setValue,
    setPrice,
    setFlag,
    setSort,
    clearFilters,
  };
}
