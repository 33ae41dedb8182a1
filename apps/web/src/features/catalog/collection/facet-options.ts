import type { FacetValueCount } from '@littleloom/shared';
import { filterValue, type ValueFilter } from './collection-params';

/** A value a filter offers, with the products it would show; a colour also has its dot. */
export interface FacetOption {
  value: string;
  count: number;
  hex?: string;
}

/**
 * The values to offer: the server's, in its order, then any chosen value it did not list (an old
 * link, a brand since removed) with a count of 0, so it can still be unchosen.
 */
export function facetOptions(
  filter: ValueFilter,
  values: readonly (FacetValueCount & { hex?: string })[],
  selected: readonly string[],
): FacetOption[] {
  const listed = new Set(values.map((option) => filterValue(filter, option.value)));
  const missing = selected.filter((value) => !listed.has(value));
  return [...values, ...missing.map((value) => ({ value, count: 0 }))];
}

/** True when `option` is among the chosen values (colours whatever their case). */
export function isChosen(
  filter: ValueFilter,
  option: string,
  selected: readonly string[],
): boolean {
  return selected.includes(filterValue(filter, option));
}
