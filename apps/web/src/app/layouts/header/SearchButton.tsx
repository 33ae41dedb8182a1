import { useNavigate } from 'react-router';
import { iconButtonClass } from '../../../ui/button-styles';
import { SearchIcon } from '../../../ui/icons';
import { SEARCH_HOME, useIsSearchPage } from '../../../features/catalog/search/search-route';
import {
  SEARCH_BAR_ID,
  SEARCH_PARAM,
  focusSearchState,
  useSearchBar,
} from '../../../features/catalog/search/use-search-bar';

/**
 * On collection pages the button shows and hides the search bar; anywhere else it takes the
 * shopper to the collection with the bar open and focused (storefront.md §2).
 */
export function SearchButton() {
  const onSearchPage = useIsSearchPage();
  const { isOpen, open, close } = useSearchBar();
  const navigate = useNavigate();

  if (!onSearchPage) {
    return (
      <button
        type="button"
        aria-label="Search"
        title="Search"
        className={iconButtonClass}
        onClick={() =>
          navigate(
            { pathname: SEARCH_HOME, search: `?${SEARCH_PARAM}=` },
            { state: focusSearchState },
          )
        }
      >
        <SearchIcon />
      </button>
    );
  }

  return (
    <button
      type="button"
      aria-label={isOpen ? 'Hide search' : 'Search'}
      title="Search"
      aria-expanded={isOpen}
      aria-controls={isOpen ? SEARCH_BAR_ID : undefined}
      className={`${iconButtonClass} ${isOpen ? 'bg-ink/[0.06]' : ''}`}
      onClick={isOpen ? close : open}
    >
      <SearchIcon />
    </button>
  );
}
