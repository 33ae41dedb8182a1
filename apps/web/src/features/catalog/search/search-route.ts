import { useMatch } from 'react-router';

/** Where the header's search button sends shoppers from pages without a search bar. */
export const SEARCH_HOME = '/collection';

/** True on pages that show the search bar (the collection pages, per storefront.md §2). */
export function useIsSearchPage(): boolean {
  return useMatch(SEARCH_HOME) !== null;
}
