import { useMatches } from 'react-router';

/** Routes that show the search bar put `handle: searchBarHandle` on their route object. */
export interface SearchBarHandle {
  searchBar: true;
}

export const searchBarHandle: SearchBarHandle = { searchBar: true };

/** Where the header's search button sends shoppers from pages without a search bar. */
export const SEARCH_HOME = '/collection';

function isSearchBarHandle(handle: unknown): handle is SearchBarHandle {
  return typeof handle === 'object' && handle !== null && 'searchBar' in handle;
}

/** True on pages that show the search bar (the collection pages, per storefront.md §2). */
export function useIsSearchPage(): boolean {
  return useMatches().some((match) => isSearchBarHandle(match.handle));
}
